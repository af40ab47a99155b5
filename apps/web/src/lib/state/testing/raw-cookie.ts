import { LANGUAGE_COOKIE } from "@/lib/i18n/language";

/** Sets the lang cookie to any text, valid or not, as a browser or user might (tests only). */
export function setRawLanguageCookie(value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: tests must plant arbitrary cookie values.
  document.cookie = `${LANGUAGE_COOKIE}=${value}; path=/`;
}

export function clearLanguageCookie(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: tests must remove the cookie between cases.
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
}
