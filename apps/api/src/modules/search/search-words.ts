import { normalizeSearchText } from "@kesht/contracts";
import type { SearchQuery } from "./search.query";

/*
 * Words as relevance compares them. Matching (search.sql.ts) reads the normalised document,
 * where a compound's zero-width non-joiner is a space, so "سیب" is found in "سیب‌زمینی" as
 * it should be. Ranking must tell the two apart: "سیب‌زمینی" (potato) is one word, and an
 * apple named "سیب" is what a person typing "سیب" wants first. So names and titles are
 * compared in a second form: normalised the same way, but with the joiner kept inside the
 * word, every other non-letter a space, and a space at each end, so a whole word is
 * ` word ` and nothing in SQL depends on the database's locale.
 */

/** The zero-width non-joiner: inside a word, it keeps a compound one word. */
export const joiner = "\u200C";

const wordChar = /[\p{L}\p{M}\p{N}]/u;

/**
 * The word form as arguments for SQL's translate(), derived from normalizeSearchText over
 * every character it or the word split can change, so SQL and TypeScript cannot drift: each
 * character maps to its normalised form, to a space (punctuation, spaces, other joiners) or
 * to nothing (diacritics). Letters normalizeSearchText leaves alone (and upper case, which
 * lower() handles) are not listed.
 */
function wordTranslation(): { from: string; to: string } {
  const ranges: [number, number][] = [
    [0x0009, 0x007f],
    [0x00a0, 0x00bf],
    [0x00d7, 0x00d7],
    [0x00f7, 0x00f7],
    [0x0600, 0x06ff],
    [0x1680, 0x1680],
    [0x2000, 0x206f],
    [0x3000, 0x3000],
    [0xfeff, 0xfeff],
  ];
  const mapped: [string, string][] = [];
  const removed: string[] = [];
  for (const [start, end] of ranges) {
    for (let code = start; code <= end; code += 1) {
      const char = String.fromCharCode(code);
      if (char === joiner) continue;
      // Between two letters, so a character that becomes a space is not trimmed away.
      const middle = normalizeSearchText(`a${char}a`).slice(1, -1);
      if (middle === "") removed.push(char);
      else if ([...middle].length !== 1 || !wordChar.test(middle)) mapped.push([char, " "]);
      else if (middle !== char && middle !== char.toLowerCase()) mapped.push([char, middle]);
    }
  }
  return {
    from: mapped.map(([char]) => char).join("") + removed.join(""),
    to: mapped.map(([, replacement]) => replacement).join(""),
  };
}

export const wordTranslate = wordTranslation();

const translateMap = new Map<string, string>(
  [...wordTranslate.from].map((char, index) => [char, wordTranslate.to[index] ?? ""]),
);

/**
 * A run of spaces and joiners with a space in it is one space: a joiner beside a space (or
 * at either end) joins nothing. The same expression in SQL (search.sql.ts, `wordForm`).
 */
export const separatorRun = `[ ${joiner}]* [ ${joiner}]*`;

/** The word form of a text: ` سیب‌زمینی آگریا ` for "سيب‌زميني  آگريا". */
export function wordForm(text: string): string {
  const translated = [...text.normalize("NFC")]
    .map((char) => translateMap.get(char) ?? char)
    .join("")
    .toLowerCase();
  return ` ${translated} `.replace(new RegExp(separatorRun, "g"), " ");
}

const latinLetter = /[a-z]/;

/**
 * One typed word as a regular expression for a whole word of the word form. The ezafe
 * ("خرمای مضافتی": dates of Mazafati) adds "ی" to a word ending in a vowel, and an English
 * plural adds "s" or "es" ("Dates", "Apples"): both are still the word typed. Typed words hold
 * letters and digits only (search.query.ts), so nothing in them is a regex operator.
 */
function wordPattern(word: string): string {
  const last = word.slice(-1);
  if (last === "ا" || last === "و") return `${word}ی?`;
  if (latinLetter.test(last)) return `${word}(e?s)?`;
  return word;
}

/**
 * The typed words, in order, as a whole-word run of a word form: each word whole, words
 * apart by a space or the joiner (typed "سیب زمینی" is the compound "سیب‌زمینی"). Both ends
 * are a space, never a joiner, so "سیب" is not a whole word of "سیب‌زمینی". Null when the
 * text has no word.
 */
export function wholeWordPattern(query: SearchQuery): string | null {
  if (query.words.length === 0) return null;
  return ` ${query.words.map(wordPattern).join(`[ ${joiner}]`)} `;
}

/** How a title holds the text, best first. */
export type TitleMatch = "exact" | "whole" | "part";

/**
 * How a title (a category's, in either language) holds the text: as the whole title ("Apples"
 * for "apple"), as whole words, only inside a word (the start of a compound, a piece of a
 * longer word), or not at all (null). A compound typed without its joiner ("سیبزمینی") is
 * whole.
 */
export function titleMatch(title: string, query: SearchQuery): TitleMatch | null {
  const pattern = wholeWordPattern(query);
  if (pattern) {
    const form = wordForm(title);
    const forms = [form, form.replaceAll(joiner, "")];
    if (forms.some((text) => new RegExp(`^${pattern}$`, "u").test(text))) return "exact";
    if (forms.some((text) => new RegExp(pattern, "u").test(text))) return "whole";
  }
  return normalizeSearchText(title).includes(query.text) ? "part" : null;
}
