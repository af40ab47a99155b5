"use client";

import { toPersianDigits } from "@kesht/contracts";
import { useLocale } from "next-intl";

/** Numbers and codes (mobile, Sheba, card): left to right, in the active language's digits. */
export function LtrValue({ value }: { value: string }) {
  const locale = useLocale();
  return <bdi dir="ltr">{locale === "fa" ? toPersianDigits(value) : value}</bdi>;
}
