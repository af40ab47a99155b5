import type { Language } from "@kesht/contracts";
import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ShopNamed, Titled } from "./languages";
import { useBilingual } from "./use-bilingual";

function Name({ row }: { row: Titled | ShopNamed }) {
  return <p>{useBilingual(row)}</p>;
}

function shownIn(locale: Language, row: Titled | ShopNamed): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={{}}>
      <Name row={row} />
    </NextIntlClientProvider>,
  );
}

describe("useBilingual", () => {
  it("names a row in the page's language", () => {
    const kilogram = { title: "کیلوگرم", title_en: "Kilogram" };
    expect(shownIn("fa", kilogram)).toBe("<p>کیلوگرم</p>");
    expect(shownIn("en", kilogram)).toBe("<p>Kilogram</p>");
  });

  it("calls a shop without an English name by its own on English pages", () => {
    expect(shownIn("en", { store_name: "لبنیات ۹۳", store_name_en: "" })).toBe("<p>لبنیات ۹۳</p>");
    expect(shownIn("en", { store_name: "لبنیات ۹۳", store_name_en: "Dairy 93" })).toBe(
      "<p>Dairy 93</p>",
    );
  });
});
