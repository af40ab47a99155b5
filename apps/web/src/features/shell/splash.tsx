"use client";

import { useLocale, useTranslations } from "next-intl";
import { BrandMark } from "@/components/brand-mark";
import { inDigits } from "@/lib/i18n/languages";
import { useStateReady } from "@/lib/state/app-store";
import { splashElementId } from "./splash-element-id";

/**
 * Logo and version over the whole page until the saved state has loaded (SPEC §2, §9). It is
 * part of the server HTML, so nothing that depends on saved state shows before it is known.
 */
export function Splash({ version }: { version: string }) {
  const isReady = useStateReady();
  const language = useLocale();
  const t = useTranslations("splash");

  if (isReady) return null;

  const shownVersion = inDigits(version, language);
  return (
    <div
      id={splashElementId}
      role="status"
      className="fixed inset-0 z-60 flex flex-col items-center justify-center gap-4 bg-white"
    >
      <BrandMark className="size-20 motion-safe:animate-pulse" />
      <span className="sr-only">{t("loading")}</span>
      <span className="text-sm text-slate-500">{t("version", { version: shownVersion })}</span>
    </div>
  );
}
