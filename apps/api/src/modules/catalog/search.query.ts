import { normalizeSearchText } from "@kesht/contracts";

/**
 * What a typed search becomes before it reaches SQL. Every part is derived from the
 * normalised text (contracts' normalizeSearchText, the form search documents are stored in),
 * so "سيب‌زميني ۲" and "سیب زمینی 2" become the same query.
 */
export interface SearchQuery {
  /** The normalised text: compared with trigrams (typos) and as a substring. */
  text: string;
  /** The text's words (letters and digits only), at most `maxWords`. */
  words: string[];
  /**
   * A prefix full-text query (`word:* & word:*`) built only from letters and digits, so no
   * tsquery operator a person types can reach to_tsquery; null when no word is left.
   */
  tsquery: string | null;
  /** `%text%` for LIKE, with its wildcards escaped; null below three characters. */
  likePattern: string | null;
  /** Whether typo matching (pg_trgm word similarity) is worth running for this text. */
  fuzzy: boolean;
  /**
   * The text is one word and nothing else. Such a text is found wherever a word starts
   * with it only if it is also inside the document, so the substring test alone finds
   * everything the full-text one would.
   */
  singleWord: boolean;
}

/**
 * A trigram index cannot serve a substring shorter than one trigram, and two- or
 * three-letter texts are similar to far too much; both need a little text to be useful.
 */
const minLikeChars = 3;
const minFuzzyChars = 4;
/** Longer texts are not searches but pastes; the rest adds cost and no precision. */
const maxWords = 8;

const nonWord = /[^\p{L}\p{M}\p{N}]+/u;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Null when nothing searchable is left after normalising (only spaces or punctuation). */
export function parseSearchQuery(raw: string | undefined | null): SearchQuery | null {
  const text = normalizeSearchText(raw ?? "");
  if (!text) return null;
  const words = text.split(nonWord).filter(Boolean).slice(0, maxWords);
  const letters = text.replace(/\s/g, "").length;
  return {
    text,
    words,
    tsquery: words.length > 0 ? words.map((word) => `${word}:*`).join(" & ") : null,
    likePattern: letters >= minLikeChars ? `%${escapeLike(text)}%` : null,
    fuzzy: letters >= minFuzzyChars,
    singleWord: words.length === 1 && words[0] === text,
  };
}

/**
 * normalizeSearchText as arguments for SQL's translate(), for texts that are not stored
 * normalised (shop names, category titles). Derived from the function itself over every
 * character it can change, so the two cannot drift apart: each character maps to its
 * normalised form, to a space (joiners, unusual spaces) or to nothing (diacritics).
 */
function translateArguments(): { from: string; to: string } {
  const ranges: [number, number][] = [
    [0x00a0, 0x00a0],
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
      // Between two letters, so a character that becomes a space is not trimmed away.
      const result = normalizeSearchText(`a${char}a`);
      if (result === `a${char}a`) continue;
      const middle = result.slice(1, -1);
      if (middle === "") removed.push(char);
      else if ([...middle].length === 1) mapped.push([char, middle]);
    }
  }
  return {
    from: mapped.map(([char]) => char).join("") + removed.join(""),
    to: mapped.map(([, replacement]) => replacement).join(""),
  };
}

export const sqlNormalizer = translateArguments();
