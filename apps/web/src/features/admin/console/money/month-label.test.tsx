import type { Language } from "@kesht/contracts";
import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { catalogues } from "@/lib/i18n/catalogues";
import { MonthLabel, revenueCalendarOf } from "./month-label";

function shown(month: string, firstDay: string, locale: Language): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={catalogues[locale]} timeZone="Asia/Tehran">
      <MonthLabel month={month} firstDay={firstDay} />
    </NextIntlClientProvider>,
  );
}

describe("a month of revenue", () => {
  it("asks for Jalali months on Persian pages and Gregorian ones on English pages", () => {
    expect(revenueCalendarOf("fa")).toBe("jalali");
    expect(revenueCalendarOf("en")).toBe("gregorian");
  });

  it("names a Jalali month in Persian from its first day: 1 Farvardin 1405 is 21 March 2026", () => {
    const html = shown("1405-01", "2026-03-21", "fa");
    expect(html).toContain("فروردین");
    expect(html).toContain("۱۴۰۵");
    // The day before is still Esfand 1404.
    expect(shown("1404-12", "2026-02-20", "fa")).toContain("اسفند");
  });

  it("names a Gregorian month in English", () => {
    expect(shown("2026-03", "2026-03-01", "en")).toContain("March 2026");
  });
});
