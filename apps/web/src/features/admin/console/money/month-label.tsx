"use client";

import type { Language } from "@kesht/contracts";
import { useLocale } from "next-intl";
import { dateLocale, languages } from "@/lib/i18n/languages";

/** The calendar the ledger groups revenue by for a language: Persian pages read Jalali months. */
export function revenueCalendarOf(language: Language): "gregorian" | "jalali" {
  return languages[language].dates.calendar === "persian" ? "jalali" : "gregorian";
}

/**
 * A month of revenue, named in the page's calendar, language and digits ("فروردین ۱۴۰۵",
 * "March 2026"). The API grouped it by that calendar's own months, so the label is named
 * from the month's first day (a Jalali month starts mid-way through a Gregorian one).
 */
export function MonthLabel({ month, firstDay }: { month: string; firstDay: string }) {
  const language = useLocale();
  const text = new Intl.DateTimeFormat(dateLocale(language), {
    year: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(new Date(`${firstDay}T12:00:00Z`));
  return (
    <time dateTime={firstDay} data-month={month}>
      {text}
    </time>
  );
}
