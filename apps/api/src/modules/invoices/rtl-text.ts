import bidiFactory from "bidi-js";

/*
 * PDF pages have no text direction: glyphs are placed left to right as given. Persian needs
 * two things before that: shaping (each letter's joined form), which fontkit does for a run in
 * Arabic script (and it also reverses such a run's glyphs), and the order of the runs on the
 * line, which is the Unicode Bidirectional Algorithm's job (bidi-js). Here a line is cut
 * into runs of one direction and put in visual order; each run is then drawn whole.
 *
 * Two traps, both seen on rendered pages: pdfkit lays text out word by word unless it is
 * given OpenType features (so fontkit reversed each word of a Persian run but kept the words
 * in reading order: "فاکتور فروش" came out "فروش فاکتور"), and fontkit reverses any run
 * holding an Arabic-script character, Persian digits included, though the algorithm says
 * numbers read left to right ("۱۴۰۵" came out "۵۰۴۱"). So runs are drawn with
 * `wholeRunFeatures`, and a left-to-right run with Persian digits is handed over reversed.
 */

/** Given to pdfkit with every run: any features make it lay the run out whole. */
export const wholeRunFeatures: PDFKit.Mixins.OpenTypeFeatures[] = [];

const arabicScript = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

/** The text to hand the shaper for a run, so its glyphs land in the run's own order. */
export function shaperText(run: VisualRun): string {
  if (run.rtl || !arabicScript.test(run.text)) return run.text;
  return [...run.text].reverse().join("");
}

const bidi = bidiFactory();

export interface VisualRun {
  text: string;
  /** A right-to-left run: its glyphs are reversed by the shaper, not here. */
  rtl: boolean;
}

/**
 * `text` as runs in the order they appear from left to right, for a paragraph of direction
 * `direction` (rule L2 of the algorithm, applied to whole runs). Mirrored characters in
 * right-to-left runs ("(" ↔ ")") are swapped, as the algorithm asks.
 */
export function visualRuns(text: string, direction: "ltr" | "rtl"): VisualRun[] {
  if (text === "") return [];
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  // UTF-16 units, as bidi-js counts them (a surrogate pair gets one level for both halves).
  const chars = text.split("");
  for (const [index, mirror] of bidi.getMirroredCharactersMap(text, levels)) chars[index] = mirror;
  const runs: { text: string; level: number }[] = [];
  chars.forEach((char, index) => {
    const level = levels[index] ?? 0;
    const last = runs.at(-1);
    if (last && last.level === level) last.text += char;
    else runs.push({ text: char, level });
  });
  const highest = Math.max(...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => (run.level % 2 === 1 ? run.level : highest + 1)));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < runs.length; start++) {
      if ((runs[start]?.level ?? 0) < level) continue;
      let end = start;
      while (end + 1 < runs.length && (runs[end + 1]?.level ?? 0) >= level) end++;
      runs.splice(start, end - start + 1, ...runs.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return runs.map((run) => ({ text: run.text, rtl: run.level % 2 === 1 }));
}
