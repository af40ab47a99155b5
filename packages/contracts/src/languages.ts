/**
 * The product's languages. A file of its own, without zod, so the browser's shell can read
 * these without loading the schema library (issue 15: the storefront's first load).
 */
export const languages = ["en", "fa"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "en";

export function isLanguage(value: unknown): value is Language {
  return value === "en" || value === "fa";
}
