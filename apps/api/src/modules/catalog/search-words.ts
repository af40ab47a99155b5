import { normalizeSearchText } from "@kesht/contracts";
import type { SearchQuery } from "./search.query";

/*
 * Words as relevance compares them. Matching (search.sql.ts) reads the normalised document,
 * where a compound's zero-width non-joiner is a space, so "سیب" is found in "سیب‌زمینی" as
 * it should be. Ranking must tell the two apart: "سیب‌زمینی" (potato) is one word, and an
 * apple named "سیب" is what a person typing "سیب" wants first. So ranking tests the names as
 * stored, joiners and all, with one regular expression per typed text: each typed letter
 * stands for every character normalizeSearchText turns into it (ي and ی, ۲ and 2, A and a),
 * characters it drops (diacritics, the tatweel) may come between letters, and a whole word
 * stands between separators (a space, punctuation), never beside a joiner. The classes are
 * derived from normalizeSearchText itself, so the two cannot drift apart, and are written as
 * \uXXXX escapes, which PostgreSQL's and JavaScript's regular expressions read alike, so
 * nothing depends on the database's locale. Testing a raw name costs one pass of a cached
 * regular expression; normalising every candidate's name first (translate()) cost a hundred
 * times more.
 */

/** The zero-width non-joiner: inside a word, it keeps a compound one word. */
export const joiner = "\u200C";

const wordChar = /[\p{L}\p{M}\p{N}]/u;

const codeOf = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;
/** A bracket expression of the characters, runs of consecutive ones as ranges (smaller to match). */
function charClass(chars: Iterable<string>): string {
  const codes = [...new Set(chars)].map((char) => char.charCodeAt(0)).sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < codes.length; ) {
    let j = i;
    while (j + 1 < codes.length && codes[j + 1] === (codes[j] ?? 0) + 1) j += 1;
    const from = String.fromCharCode(codes[i] ?? 0);
    const to = String.fromCharCode(codes[j] ?? 0);
    parts.push(i === j ? codeOf(from) : `${codeOf(from)}-${codeOf(to)}`);
    i = j + 1;
  }
  return `[${parts.join("")}]`;
}

/** Every character normalizeSearchText maps, by what it maps to. */
function deriveClasses() {
  const ranges: [number, number][] = [
    [0x0009, 0x007f],
    [0x00a0, 0x00ff],
    [0x0600, 0x06ff],
    [0x1680, 0x1680],
    [0x2000, 0x206f],
    [0x3000, 0x3000],
    [0xfeff, 0xfeff],
  ];
  const variants = new Map<string, Set<string>>();
  const ignorable = new Set<string>([joiner]);
  const separators = new Set<string>();
  for (const [start, end] of ranges) {
    for (let code = start; code <= end; code += 1) {
      const char = String.fromCharCode(code);
      if (char === joiner) continue;
      // Between two letters, so a character that becomes a space is not trimmed away.
      const middle = normalizeSearchText(`a${char}a`).slice(1, -1);
      if (middle === "") ignorable.add(char);
      else if ([...middle].length !== 1 || !wordChar.test(middle)) separators.add(char);
      else {
        const set = variants.get(middle) ?? new Set([middle]);
        set.add(char);
        variants.set(middle, set);
      }
    }
  }
  return {
    variants: new Map([...variants].map(([letter, chars]) => [letter, charClass(chars)])),
    ignorable: `${charClass(ignorable)}*`,
    separator: charClass(separators),
  };
}

const classes = deriveClasses();

/** One normalised letter as every character that normalises to it. */
function letterPattern(letter: string): string {
  return classes.variants.get(letter) ?? codeOf(letter);
}

/**
 * One typed word: its letters, each followed by what normalisation drops and by joiners (a
 * compound typed without its joiner, "سیبزمینی", is the compound). The ezafe ("خرمای
 * مضافتی": dates of Mazafati) adds "ی" to a word ending in a vowel, and an English plural adds
 * "s" or "es" ("Dates", "Apples"): both are still the word typed.
 */
function wordPattern(word: string): string {
  const letters = [...word].map((letter) => letterPattern(letter)).join(classes.ignorable);
  const last = word.slice(-1);
  if (last === "ا" || last === "و") return `${letters}(${letterPattern("ی")})?`;
  if (/[a-z]/.test(last)) return `${letters}(${letterPattern("e")}?${letterPattern("s")})?`;
  return letters;
}

/** Where a whole word ends: the text's end, or a separator (a joiner continues the word). */
const end = `${classes.ignorable}($|${classes.separator})`;

/** The typed words as regular expressions of a stored name or title. */
export interface WholeWordPatterns {
  /** The typed words, in order, as whole words anywhere. */
  whole: string;
  /** ...at the start (a Persian name's head noun). */
  first: string;
  /** ...at the end (an English name's head noun). */
  last: string;
  /** ...and nothing else ("Apples" for "apple"). */
  exact: string;
}

/**
 * The typed words, in order, as whole words: words apart by separators or a joiner (typed
 * "سیب زمینی" is the compound "سیب‌زمینی"), a separator or an end on either side, never a
 * joiner, so "سیب" is not a whole word of "سیب‌زمینی". Null when the text has no word.
 */
export function wholeWordPatterns(query: SearchQuery): WholeWordPatterns | null {
  if (query.words.length === 0) return null;
  const between = `(${classes.separator}|${codeOf(joiner)})+`;
  const words = query.words.map(wordPattern).join(between);
  return {
    whole: `(^|${classes.separator})${words}${end}`,
    first: `^${classes.separator}*${words}${end}`,
    last: `(^|${classes.separator})${words}${classes.ignorable}${classes.separator}*$`,
    exact: `^${classes.separator}*${words}${classes.ignorable}${classes.separator}*$`,
  };
}

/** How a title holds the text, best first. */
export type TitleMatch = "exact" | "whole" | "part";

/**
 * How a title (a category's, in either language) holds the text: as the whole title ("Apples"
 * for "apple"), as whole words, only inside a word (the start of a compound, a piece of a
 * longer word), or not at all (null).
 */
export function titleMatch(title: string, query: SearchQuery): TitleMatch | null {
  const patterns = wholeWordPatterns(query);
  if (patterns) {
    if (new RegExp(patterns.exact, "u").test(title)) return "exact";
    if (new RegExp(patterns.whole, "u").test(title)) return "whole";
  }
  return normalizeSearchText(title).includes(query.text) ? "part" : null;
}
