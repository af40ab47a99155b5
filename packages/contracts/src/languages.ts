/**
 * The product's languages. A file of its own, without zod, so the browser's shell can read
 * these without loading the schema library (issue 15: the storefront's first load).
 */
export const languages = ["en", "fa"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "en";

/**
 * The cookie the web app keeps the reader's language in: its server renders in it, and the
 * API reads it at sign-in to write that person's texts in it (until they choose otherwise).
 */
export const LANGUAGE_COOKIE = "lang";

export function isLanguage(value: unknown): value is Language {
  return value === "en" || value === "fa";
}
