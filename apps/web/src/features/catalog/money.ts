"use client";

import { useLocale, useTranslations } from "next-intl";
import { separatorsOf } from "@/lib/i18n/languages";
import { useNumberText } from "@/lib/i18n/number-text";
import { type ClientView, useClientView, useStateReady } from "@/lib/state/client-view";
import { useToman } from "./toman";

/** Today's rates, either unknown until the app has loaded them. */
type Rates = ClientView["rates"];

/**
 * Rials in dollars and dirhams at today's rates; null while the rates are unknown, and for
 * nothing at all: an empty wallet is "0 toman", not "≈ $0.00 · 0 AED" as well.
 */
export function convertRials(
  rials: number,
  rates: Rates,
): { usd: number; aed: number | null } | null {
  if (rates.usdToRial === null || rates.usdToRial <= 0 || rials === 0) return null;
  const usd = rials / rates.usdToRial;
  return { usd, aed: rates.usdToAed === null ? null : usd * rates.usdToAed };
}

/**
 * Money as people read it: toman in the page's digits ("۱۲۰٬۰۰۰ تومان" / "120,000 toman"),
 * and the same amount in USD and AED from the rates the app loaded at start (SPEC §1).
 */
export function useMoney() {
  const isReady = useStateReady();
  const rates = useClientView((view) => view.rates);
  const foreignText = useForeignText();
  return {
    toman: useToman(),
    /** "≈ $3.20 · 11.75 AED" ("≈ $۰٫۲۹، ۱٫۰۷ درهم"), or null until the rates are known. */
    foreign: (rials: number) => (isReady ? foreignText(rials, rates) : null),
  };
}

/**
 * Writes "≈ $3.20 · 11.75 AED" ("≈ $۰٫۲۹، ۱٫۰۷ درهم") for an amount at the given rates, or
 * null when they are unknown (or the amount is nothing).
 */
export function useForeignText() {
  const numbers = useNumberText();
  const t = useTranslations("catalog.money");
  const { inline } = separatorsOf(useLocale());
  return (rials: number, rates: Rates): string | null => {
    const converted = convertRials(rials, rates);
    if (!converted) return null;
    const usd = numbers.dollars(converted.usd);
    if (converted.aed === null) return t("approxUsd", { usd });
    const aed = numbers.decimal(converted.aed, { maximumFractionDigits: 2 });
    return t("approxUsdAed", { usd, aed, separator: inline });
  };
}
