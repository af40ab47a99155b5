"use client";

import { toPersianDigits } from "@kesht/contracts";
import { useLocale } from "next-intl";

/**
 * Everyday numbers (a mobile, a postal code): left to right, in the active language's digits.
 * Bank and identity numbers are OfficialNumber's (Latin digits, in groups of four).
 */
export function LtrValue({ value }: { value: string }) {
  const locale = useLocale();
  return <bdi dir="ltr">{locale === "fa" ? toPersianDigits(value) : value}</bdi>;
}
