import type { Language } from "@kesht/contracts";

/** What differs between the app's languages, decided once here (ARCHITECTURE §3). */
export interface LanguageConventions {
  dir: "rtl" | "ltr";
  separators: {
    /** Between two facts on one line: "≈ $3.20 · 11.75 AED", "2 shops · 3 products". */
    inline: string;
    /** Between the items of a list or the parts of a place: "Rasht, Gilan, Iran". */
    list: string;
  };
}

/**
 * The middle dot "·" beside Persian digits reads as the Persian zero "۰" ("۲ فروشگاه · ۲ محصول"
 * looks like a number), so Persian separates facts with its own comma, which cannot be misread.
 */
export const languages: Record<Language, LanguageConventions> = {
  en: { dir: "ltr", separators: { inline: " · ", list: ", " } },
  fa: { dir: "rtl", separators: { inline: "، ", list: "، " } },
};

export function separatorsOf(language: Language): LanguageConventions["separators"] {
  return languages[language].separators;
}

/** Facts on one line, each kept, joined with the language's inline separator. */
export function joinInline(language: Language, parts: readonly (string | null | undefined)[]) {
  return parts.filter(Boolean).join(separatorsOf(language).inline);
}

/** A list ("Rasht, Gilan") in the language's list punctuation. */
export function joinList(language: Language, parts: readonly string[]): string {
  return parts.join(separatorsOf(language).list);
}
