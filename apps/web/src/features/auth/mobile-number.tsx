"use client";

import { useLocale } from "next-intl";
import { inDigits } from "@/lib/i18n/languages";

/** A mobile number as written in the active language, kept left to right inside Persian text. */
export function MobileNumber({
  mobile,
  className = "font-semibold text-slate-900",
}: {
  mobile: string;
  className?: string;
}) {
  const language = useLocale();
  return (
    <bdi dir="ltr" className={className}>
      {inDigits(mobile, language)}
    </bdi>
  );
}
