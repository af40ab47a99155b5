"use client";

import type { Language } from "@kesht/contracts";
import { useLocale } from "next-intl";
import { languages } from "@/lib/i18n/languages";

/**
 * A `YYYY-MM` month of the Gregorian calendar (the ledger groups by it), named in the page's
 * language and digits. Persian pages name it in the Gregorian calendar too, so the label says
 * exactly which days the row holds.
 */
export function MonthLabel({ month }: { month: string }) {
  const language = useLocale() as Language;
  const [year, index] = month.split("-").map(Number) as [number, number];
  const text = new Intl.DateTimeFormat(`${languages[language].intlLocale}-u-ca-gregory`, {
    year: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year, index - 1, 15)));
  return <time dateTime={month}>{text}</time>;
}
