"use client";

import { type Language, languages } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { writeLanguageCookie } from "@/lib/i18n/language";
import { useRouter } from "@/lib/navigation/use-router";
import { withAppStore } from "@/lib/state/client-view";

/**
 * EN / فا. The `lang` cookie is written at once and refreshing then re-renders the server
 * components, so `<html lang dir>` and every text come from the server in the new language; the
 * saved state takes the language too (loaded for that if it has not yet, decision 047).
 */
export function LanguageSwitch() {
  const activeLanguage = useLocale();
  const router = useRouter();
  const t = useTranslations("language");

  function choose(language: Language) {
    if (language === activeLanguage) return;
    writeLanguageCookie(language);
    withAppStore((store) => store.getState().setLanguage(language));
    router.refresh();
  }

  return (
    <fieldset className="flex shrink-0 items-center rounded-full bg-slate-100">
      <legend className="sr-only">{t("label")}</legend>
      {languages.map((language) => {
        const isActive = language === activeLanguage;
        return (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={isActive}
            aria-label={t(`${language}Name`)}
            onClick={() => choose(language)}
            className={`inline-flex h-11 min-w-11 items-center justify-center rounded-full px-2 text-sm font-semibold transition-colors ${
              isActive
                ? "bg-white text-primary-800 shadow-sm"
                : "text-slate-600 hover:text-slate-900"
            }`}
          >
            {t(language)}
          </button>
        );
      })}
    </fieldset>
  );
}
