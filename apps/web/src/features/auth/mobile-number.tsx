"use client";

import { toPersianDigits } from "@kesht/contracts";
import { useLocale } from "next-intl";

/** A mobile number as written in the active language, kept left to right inside Persian text. */
export function MobileNumber({
  mobile,
  className = "font-semibold text-slate-900",
}: {
  mobile: string;
  className?: string;
}) {
  const locale = useLocale();
  return (
    <bdi dir="ltr" className={className}>
      {locale === "fa" ? toPersianDigits(mobile) : mobile}
    </bdi>
  );
}
