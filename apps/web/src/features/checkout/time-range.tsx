"use client";

import { type Language, toPersianDigits } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";

/** "08:00" from "08:00:00", in the page's digits. */
function clockText(time: string, language: Language): string {
  const text = time.slice(0, 5);
  return language === "fa" ? toPersianDigits(text) : text;
}

/**
 * A delivery window ("08:00–12:00"; "۰۸:۰۰ تا ۱۲:۰۰" in Persian, read from the right): one
 * unbreakable line, isolated in the page's direction so the text around it cannot reorder it.
 */
export function TimeRange({
  block,
  className = "",
}: {
  block: { starts_at: string; ends_at: string };
  className?: string;
}) {
  const t = useTranslations("commerce.checkout.time");
  const language = useLocale() as Language;
  return (
    <bdi
      dir={language === "fa" ? "rtl" : "ltr"}
      className={`whitespace-nowrap tabular-nums ${className}`}
    >
      {t("range", {
        start: clockText(block.starts_at, language),
        end: clockText(block.ends_at, language),
      })}
    </bdi>
  );
}
