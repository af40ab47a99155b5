/*
 * Persian → Latin transliteration for words the farm dictionary does not know (people's,
 * villages' and brands' names). Persian script leaves most short vowels unwritten, so the
 * letters alone cannot give the spoken word; the rules below write the long vowels the script
 * shows and put an "a" where a Latin reader would otherwise meet an unpronounceable cluster.
 * The result is a suggestion the seller can correct, never a claim of the right spelling.
 */

/** A sound: its Latin letters and whether it is a vowel. `glottal` marks the "a" written for ع. */
type Unit = { text: string; vowel: boolean; glottal?: boolean };

/** Letters that are always consonants, with their usual Latin spelling. */
const consonants: Record<string, string> = {
  ب: "b",
  پ: "p",
  ت: "t",
  ث: "s",
  ج: "j",
  چ: "ch",
  ح: "h",
  خ: "kh",
  د: "d",
  ذ: "z",
  ر: "r",
  ز: "z",
  ژ: "zh",
  س: "s",
  ش: "sh",
  ص: "s",
  ض: "z",
  ط: "t",
  ظ: "z",
  غ: "gh",
  ف: "f",
  ق: "gh",
  ک: "k",
  گ: "g",
  ل: "l",
  م: "m",
  ن: "n",
};

/** Consonant pairs Persian words may end in without a vowel between them (dast, zard, sabz…). */
const finalClusters = new Set([
  "st",
  "sht",
  "kht",
  "ft",
  "nd",
  "nj",
  "ng",
  "nk",
  "nt",
  "rd",
  "rt",
  "rz",
  "rg",
  "rm",
  "rs",
  "rk",
  "rf",
  "rb",
  "rkh",
  "rgh",
  "rn",
  "rch",
  "rj",
  "rsh",
  "sk",
  "shk",
  "zd",
  "bz",
  "ld",
  "lk",
  "lm",
  "lkh",
  "mb",
]);

function isConsonantLetter(letter: string | undefined): boolean {
  return letter !== undefined && (letter in consonants || letter === "ه" || letter === "ع");
}

/** Splits a Persian word into Latin sound units, deciding for و and ی whether they are vowels. */
function toUnits(word: string): Unit[] {
  const letters = [...word];
  const units: Unit[] = [];
  for (let i = 0; i < letters.length; i++) {
    const letter = letters[i] as string;
    const previous = letters[i - 1];
    const next = letters[i + 1];
    const atStart = i === 0;
    const atEnd = i === letters.length - 1;
    const previousUnit = units[units.length - 1];
    // After ع (sa'id, sho'ab) a و or ی is read as after a consonant: سعید → said.
    const afterConsonant =
      previousUnit !== undefined && (!previousUnit.vowel || previousUnit.glottal === true);

    if (letter === "آ") {
      units.push({ text: "a", vowel: true });
    } else if (letter === "ا") {
      // Word-initial alef carries the following long vowel: ای = i, او = o.
      if (atStart && next === "ی") {
        units.push({ text: "i", vowel: true });
        i++;
      } else if (atStart && next === "و") {
        units.push({ text: "o", vowel: true });
        i++;
      } else {
        units.push({ text: "a", vowel: true });
      }
    } else if (letter === "و") {
      if (previous === "خ" && next === "ا") {
        // The silent و of خوا (khahar, khab).
        continue;
      }
      if (atStart || !afterConsonant || next === "ا" || next === "و" || next === "ی") {
        // A consonant before a vowel letter: قزوین → ghazvin, not ghazuyin.
        units.push({ text: "v", vowel: false });
      } else if (atEnd) {
        units.push({ text: "o", vowel: true });
      } else {
        units.push({ text: "u", vowel: true });
      }
    } else if (letter === "ی" || letter === "ئ") {
      if (atStart || !afterConsonant || next === "ا" || next === "و") {
        units.push({ text: "y", vowel: false });
      } else {
        units.push({ text: "i", vowel: true });
      }
    } else if (letter === "ه") {
      // A final ه after a consonant or an i is the silent "e" of pesteh, kaleh, orumieh.
      const silent = afterConsonant || previousUnit?.text === "i";
      if (atEnd && silent && units.length > 1) units.push({ text: "eh", vowel: true });
      else units.push({ text: "h", vowel: false });
    } else if (letter === "ع") {
      // ع is a glottal stop Latin spelling drops; it usually sits next to an "a".
      if (atStart || afterConsonant) units.push({ text: "a", vowel: true, glottal: true });
    } else if (letter === "ء" || letter === "أ") {
      // A hamza on its own is a glottal stop: dropped.
    } else if (consonants[letter]) {
      units.push({ text: consonants[letter], vowel: false });
    } else if (!isConsonantLetter(letter)) {
      // Anything else Persian-looking (rare presentation forms) is skipped rather than garbled.
    }
  }
  return units;
}

const a: Unit = { text: "a", vowel: true };

/** Inserts the short vowels a Latin reader needs between consonants the script runs together. */
function addShortVowels(units: Unit[]): Unit[] {
  const out = [...units];
  // A word never starts with two consonants in Persian: "krman" → "karman".
  if (out.length >= 2 && !out[0]?.vowel && !out[1]?.vowel) out.splice(1, 0, a);
  // Nor ends in a pair outside the clusters Persian allows: "mashhd" → "mashhad".
  const n = out.length;
  if (n >= 3 && !out[n - 1]?.vowel && !out[n - 2]?.vowel) {
    const cluster = `${out[n - 2]?.text}${out[n - 1]?.text}`;
    if (!finalClusters.has(cluster)) out.splice(n - 1, 0, a);
  }
  // Three consonants in a row: before the last two at the end of the word (darakht); in the
  // middle after the first of three (golastan, chaghandar) or the second of four (askandar).
  for (let changed = true; changed; ) {
    changed = false;
    for (let i = 0; i + 2 < out.length; i++) {
      if (out[i]?.vowel || out[i + 1]?.vowel || out[i + 2]?.vowel) continue;
      const atEnd = i + 3 === out.length;
      const runOfFour = i + 3 < out.length && !out[i + 3]?.vowel;
      out.splice(atEnd || !runOfFour ? i + 1 : i + 2, 0, a);
      changed = true;
      break;
    }
  }
  return out;
}

/** A Persian word in Latin letters, lower case ("سبلان" → "sabalan"). */
export function transliterate(word: string): string {
  return addShortVowels(toUnits(word))
    .map((unit) => unit.text)
    .join("");
}
