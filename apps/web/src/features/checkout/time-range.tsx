"use client";

import type { Language } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { directionOf } from "@/lib/i18n/language";
import { inDigits } from "@/lib/i18n/languages";

/** "08:00" from "08:00:00", in the page's digits. */
function clockText(time: string, language: Language): string {
  return inDigits(time.slice(0, 5), language);
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
  const language = useLocale();
  return (
    <bdi dir={directionOf(language)} className={`whitespace-nowrap tabular-nums ${className}`}>
      {t("range", {
        start: clockText(block.starts_at, language),
        end: clockText(block.ends_at, language),
      })}
    </bdi>
  );
}
