import { toAsciiDigits } from "./digits";

/**
 * Arabic letters that Persian keyboards and pasted text often carry instead of the Persian
 * ones, and their Persian forms.
 */
const letterForms: Record<string, string> = {
  "\u064A": "\u06CC", // ي → ی
  "\u0649": "\u06CC", // ى → ی
  "\u0643": "\u06A9", // ك → ک
  "\u0629": "\u0647", // ة → ه
  "\u06C0": "\u0647", // ۀ → ه
  "\u0623": "\u0627", // أ → ا
  "\u0625": "\u0627", // إ → ا
  "\u0671": "\u0627", // ٱ → ا
  "\u0624": "\u0648", // ؤ → و
};
const letterPattern = new RegExp(`[${Object.keys(letterForms).join("")}]`, "g");

/** Harakat, tanwin, shadda, sukun, superscript alef and the tatweel (kashida). */
const diacritics = /[\u064B-\u065F\u0670\u0640]/g;
/** Zero-width non-joiner and other invisible joiners split words the way a space would. */
const joiners = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/**
 * The one form text is searched in, applied both to what is stored and to what is typed:
 * Persian letters for Arabic ones, no diacritics, joiners as spaces, Latin digits, lower
 * case, single spaces. "سیب‌زميني ۲" and "سیب زمینی 2" become the same text.
 */
export function normalizeSearchText(text: string): string {
  return toAsciiDigits(text)
    .normalize("NFC")
    .replace(letterPattern, (letter) => letterForms[letter] ?? letter)
    .replace(diacritics, "")
    .replace(joiners, " ")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}
