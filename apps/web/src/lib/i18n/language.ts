import { isLanguage, LANGUAGE_COOKIE, type Language } from "@kesht/contracts";
import { languages } from "./languages";

/** The server reads this cookie to render the right language and direction (ARCHITECTURE §7). */
export { LANGUAGE_COOKIE };

const ONE_YEAR_IN_SECONDS = 60 * 60 * 24 * 365;

/**
 * Remembers the language for the server's next render. Lax so it rides along on top-level
 * navigations from other sites; path=/ so every route sees it.
 */
export function writeLanguageCookie(lang: Language): void {
  if (typeof document === "undefined") return;
  // biome-ignore lint/suspicious/noDocumentCookie: the async Cookie Store API could finish after the refresh that follows a language switch; this write is synchronous.
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=${ONE_YEAR_IN_SECONDS}; SameSite=Lax`;
}

/** The language in the `lang` cookie, or null when it is absent, invalid, or there is no document. */
export function readLanguageCookie(): Language | null {
  if (typeof document === "undefined") return null;
  for (const pair of document.cookie.split(";")) {
    const [name, value] = pair.trim().split("=");
    if (name === LANGUAGE_COOKIE) return isLanguage(value) ? value : null;
  }
  return null;
}

export function directionOf(lang: Language): "rtl" | "ltr" {
  return languages[lang].dir;
}
