"use client";

import { useLocale } from "next-intl";
import { inDigits } from "@/lib/i18n/languages";

/**
 * Everyday numbers (a mobile, a postal code): left to right, in the active language's digits.
 * Bank and identity numbers are OfficialNumber's (Latin digits, in groups of four).
 */
export function LtrValue({ value }: { value: string }) {
  const language = useLocale();
  return <bdi dir="ltr">{inDigits(value, language)}</bdi>;
}
