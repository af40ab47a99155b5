import { normalizeSearchText, type TranslateTitle, toAsciiDigits } from "@kesht/contracts";
import { type DictionaryEntry, type DictionaryKind, farmDictionary } from "./farm-dictionary";
import { transliterate } from "./transliterate";

/*
 * Suggests a latin product name for a Persian title: known phrases and words from the farm
 * dictionary (longest phrase first, so "سیب زمینی" is a potato, not an apple and a ground),
 * transliteration for the rest, then English word order and Title Case. Latin words and
 * numbers the seller typed are kept as they are.
 */

type Token =
  /** `joined`: written onto the word before it with a ZWNJ ("نطفه‌دار"). */
  | { type: "persian"; text: string; joined?: boolean }
  | { type: "latin"; text: string }
  | { type: "number"; text: string }
  | { type: "punctuation"; text: string };

/** One word or phrase of the title as it will be written in English. */
interface Part {
  en: string;
  /** A noun's English when it describes the noun after it in English ("Walnut" Sapling). */
  asModifier?: string;
  kind: DictionaryKind | "latin" | "unknown" | "punctuation";
  /** Whether the dictionary knew it (counts towards `source`). */
  known: boolean;
  /** Whether it is a Persian word (Latin words and numbers do not count towards `source`). */
  persian: boolean;
}

const dictionary = new Map<string, DictionaryEntry>();
let longestPhrase = 1;
for (const entry of farmDictionary) {
  const key = normalizeSearchText(entry.fa);
  // The first entry for a spelling wins (see farmDictionary's order).
  if (!dictionary.has(key)) dictionary.set(key, entry);
  longestPhrase = Math.max(longestPhrase, key.split(" ").length);
}

/** Persian and Arabic letters (not digits or punctuation), tatweel and diacritics. */
const persianRun = "[\\u0621-\\u063A\\u0640-\\u065F\\u0670-\\u06D3\\u06FA-\\u06FF]+";
const latinRun = "[\\p{Script=Latin}][\\p{Script=Latin}\\p{M}\\d'’\\-]*";
const numberRun = "\\d+(?:[.,/]\\d+)*";
const tokenPattern = new RegExp(
  `(${persianRun}(?:\\u200C${persianRun})*)|(${latinRun})|(${numberRun})|([^\\s\\u200B-\\u200F\\uFEFF])`,
  "gu",
);

function tokenize(title: string): Token[] {
  // Digits first (so "۱۰" reads as a number), then letters one run at a time; ZWNJ and other
  // joiners separate words the way a space does.
  const text = toAsciiDigits(title.normalize("NFC"));
  const tokens: Token[] = [];
  for (const match of text.matchAll(tokenPattern)) {
    const [, persian, latin, number, other] = match;
    if (persian) {
      const parts = normalizeSearchText(persian).split(" ").filter(Boolean);
      for (const [index, part] of parts.entries()) {
        tokens.push({ type: "persian", text: part, joined: index > 0 });
      }
    } else if (latin) tokens.push({ type: "latin", text: latin });
    else if (number) tokens.push({ type: "number", text: number });
    else if (other) tokens.push({ type: "punctuation", text: other === "،" ? "," : other });
  }
  return tokens;
}

function fromEntry(entry: DictionaryEntry): Part {
  return {
    en: entry.en,
    asModifier: entry.asModifier,
    kind: entry.kind,
    known: true,
    persian: true,
  };
}

/** Whether a word may carry the ezafe ی after its last letter (خرمای, لیموی, قزل‌آلای). */
function ezafeStem(word: string): string | undefined {
  if (!word.endsWith("ی") || word.length <= 2) return undefined;
  const stem = word.slice(0, -1);
  return /[اوه]$/.test(stem) ? stem : undefined;
}

/**
 * A word the dictionary does not hold as written may be a known word with a suffix: the
 * ezafe ی after a vowel ("خرمای" → خرما), the adjectival ی after a place ("شیرازی" →
 * Shirazi) or the plural ها ("سیبها" → سیب).
 */
function lookUpInflected(word: string): Part | undefined {
  if (word.endsWith("ی") && word.length > 2) {
    const stem = word.slice(0, -1);
    const entry = dictionary.get(stem);
    if (entry?.kind === "origin") {
      return { en: `${entry.en}i`, kind: "modifier", known: true, persian: true };
    }
    if (entry && entry.kind !== "drop" && ezafeStem(word)) return fromEntry(entry);
  }
  for (const suffix of ["های", "ها"]) {
    if (word.endsWith(suffix) && word.length > suffix.length + 1) {
      const entry = dictionary.get(word.slice(0, -suffix.length));
      if (entry && entry.kind !== "drop") return fromEntry(entry);
    }
  }
  return undefined;
}

function unknownWord(word: string): Part {
  // Persian adjectives end in ی (یاقوتی, کوهی): an unknown one after a noun is most likely a
  // variety or a place-name adjective, which English writes before the noun.
  return {
    en: transliterate(word),
    kind: word.endsWith("ی") && word.length > 2 ? "modifier" : "unknown",
    known: false,
    persian: true,
  };
}

/** Suffixes written onto a word with a ZWNJ that make it an adjective (نطفه‌دار, تخم‌گذار). */
const suffixes = new Set(["دار", "گذار", "وار", "مند", "ناک", "زار", "گر", "دان"]);

/**
 * Reads the Persian words at `start`, longest dictionary phrase first (also with the ezafe
 * on its last word: "قزل آلای" is "قزل آلا"). An unknown word keeps a ZWNJ-joined suffix,
 * so "نطفه‌دار" is transliterated as one word.
 */
function readPersian(run: Token[], start: number): { part: Part; length: number } {
  const words = run.map((token) => token.text);
  for (let length = Math.min(longestPhrase, words.length - start); length >= 1; length--) {
    const phrase = words.slice(start, start + length);
    let entry = dictionary.get(phrase.join(" "));
    const stem = ezafeStem(phrase[length - 1] as string);
    if (!entry && stem && length > 1) {
      entry = dictionary.get([...phrase.slice(0, -1), stem].join(" "));
    }
    if (entry) return { part: fromEntry(entry), length };
  }
  const word = words[start] as string;
  const known = lookUpInflected(word);
  if (known) return { part: known, length: 1 };
  const next = run[start + 1];
  if (next?.type === "persian" && next.joined && suffixes.has(next.text)) {
    const part = unknownWord(`${word}${next.text}`);
    return {
      part: { ...part, en: `${transliterate(word)}${transliterate(next.text)}` },
      length: 2,
    };
  }
  return { part: unknownWord(word), length: 1 };
}

function toParts(tokens: Token[]): Part[] {
  const parts: Part[] = [];
  for (let i = 0; i < tokens.length; ) {
    const token = tokens[i] as Token;
    if (token.type !== "persian") {
      parts.push({
        en: token.text,
        kind: token.type === "punctuation" ? "punctuation" : "latin",
        known: true,
        persian: false,
      });
      i++;
      continue;
    }
    // A run of Persian words (and the numbers among them, for phrases such as "درجه ۱"), so
    // phrases never span a Latin word or a comma.
    let end = i;
    while (tokens[end]?.type === "persian" || tokens[end]?.type === "number") end++;
    const run = tokens.slice(i, end);
    for (let at = 0; at < run.length; ) {
      const token = run[at] as Token;
      const phrase = readPersian(run, at);
      if (token.type === "number" && !phrase.part.known) {
        parts.push({ en: token.text, kind: "latin", known: true, persian: false });
        at++;
        continue;
      }
      parts.push(phrase.part);
      at += phrase.length;
    }
    i = end;
  }
  return parts;
}

/** Words that can sit inside a Persian noun phrase (head plus what follows it). */
const phraseKinds = new Set<Part["kind"]>(["noun", "modifier", "origin", "unknown"]);

/**
 * Persian writes a noun then what describes it, English the other way round: each phrase
 * (a head and the nouns, modifiers and places after it) is written describers-first, the
 * nearest describer next to the head: برنج هاشمی درجه یک → First Grade Hashemi Rice.
 */
function toEnglishOrder(parts: Part[]): Part[] {
  const out: Part[] = [];
  for (let i = 0; i < parts.length; ) {
    const head = parts[i] as Part;
    if (!phraseKinds.has(head.kind) || head.kind === "modifier") {
      // Fixed words, joiners, Latin words and numbers stay where they are; a modifier with no
      // noun before it also stays (it already precedes what it describes).
      out.push(head);
      i++;
      continue;
    }
    let end = i + 1;
    while (end < parts.length && phraseKinds.has((parts[end] as Part).kind)) end++;
    // A noun that describes another is singular in English: "نهال گردو" → Walnut Sapling.
    const describers = parts
      .slice(i + 1, end)
      .reverse()
      .map((part) => (part.asModifier ? { ...part, en: part.asModifier } : part));
    out.push(...describers, head);
    i = end;
  }
  return out;
}

/** Words a title keeps in lower case unless they come first ("Honey with Comb"). */
const minorWords = new Set(["and", "with", "of", "for", "from", "in", "or", "the", "a"]);

function titleCase(text: string): string {
  return text
    .split(" ")
    .map((word, index) =>
      index > 0 && minorWords.has(word.toLowerCase())
        ? word.toLowerCase()
        : word.replace(/(^|-)(\p{Ll})/gu, (_, before: string, letter: string) => {
            return before + letter.toUpperCase();
          }),
    )
    .join(" ");
}

function joinWords(parts: Part[]): string {
  let text = "";
  for (const part of parts) {
    if (!part.en) continue;
    const noSpaceBefore = part.kind === "punctuation" && /^[,.;:!?)\]]$/.test(part.en);
    const noSpaceAfterPrevious = /[([/-]$/.test(text);
    text += text && !noSpaceBefore && !noSpaceAfterPrevious ? ` ${part.en}` : part.en;
  }
  return text.replace(/\s+/g, " ").trim();
}

function englishWord(part: Part): string {
  // Latin words keep the seller's spelling; units (kg, g) stay lower case; joiners read as in
  // a title ("Saffron and Rose Water"); everything else is Title Case.
  if (part.kind === "latin" || part.kind === "punctuation" || part.kind === "joiner") {
    return part.en;
  }
  if (/^[a-z]{1,2}$/.test(part.en)) return part.en;
  return titleCase(part.en);
}

export function translateTitle(title: string): TranslateTitle {
  // Grammar words with no English (a detached ezafe, plural ها) go before ordering, so they
  // never split a phrase: "میوه‌ی تازه" is one phrase, "Fresh Fruit".
  const parts = toEnglishOrder(toParts(tokenize(title)).filter((part) => part.kind !== "drop"));
  const titleEn = joinWords(parts.map((part) => ({ ...part, en: englishWord(part) })));
  const persian = parts.filter((part) => part.persian);
  const known = persian.filter((part) => part.known).length;
  const source =
    known === persian.length ? "dictionary" : known === 0 ? "transliteration" : "mixed";
  return { title_en: titleEn, source };
}
