import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { shaperText, visualRuns, wholeRunFeatures } from "./rtl-text";

const require = createRequire(import.meta.url);

/** The glyphs pdfkit would place for `text`, left to right, by their names in Vazirmatn. */
function placedGlyphs(text: string): string[] {
  const doc = new PDFDocument();
  doc.font(require.resolve("vazirmatn/fonts/ttf/Vazirmatn-Regular.ttf"));
  // biome-ignore lint/suspicious/noExplicitAny: pdfkit's embedded font is not in its types.
  const font = (doc as any)._font.font;
  return font.layout(text).glyphs.map((glyph: { name: string }) => glyph.name);
}

describe("Persian on a PDF line", () => {
  it("puts a Persian line's runs right to left, numbers and Latin reading left to right inside it", () => {
    expect(visualRuns("فاکتور ۱۲", "rtl")).toEqual([
      { text: "۱۲", rtl: false },
      { text: "فاکتور ", rtl: true },
    ]);
    // Brackets in a right-to-left run are mirrored: the shaper reverses the run, not them.
    expect(visualRuns("فروشگاه Green Farm (کشت)", "rtl")).toEqual([
      { text: " )کشت(", rtl: true },
      { text: "Green Farm", rtl: false },
      { text: "فروشگاه ", rtl: true },
    ]);
  });

  it("keeps an English line in order, a Persian name in it reading right to left", () => {
    const runs = visualRuns("Seller: سیب سرخ (2 kg)", "ltr");
    expect(runs.map((run) => run.text)).toEqual(["Seller: ", "سیب سرخ", " (", "2", " kg)"]);
    expect(runs.map((run) => run.rtl)).toEqual([false, true, false, false, false]);
    // A number right after Persian letters belongs to them (rule W2), as a browser shows it.
    expect(visualRuns("Item سیب 2", "ltr")).toEqual([
      { text: "Item ", rtl: false },
      { text: "2", rtl: false },
      { text: "سیب ", rtl: true },
    ]);
  });

  it("draws a right-to-left run shaped and reversed: the last letter leftmost, joined forms", () => {
    // سلام: seen from the left, م (alone after alef), the lam-alef ligature in its final form,
    // then seen initial.
    expect(placedGlyphs("سلام")).toEqual(["uni0645", "uniFEFC", "uniFEB3"]);
    // The mirrored run of "(کشت)" comes out as "(" ت ش ک ")" from the left: it reads (کشت).
    expect(placedGlyphs(visualRuns("(کشت)", "rtl")[0]?.text ?? "")).toEqual([
      "parenleft",
      "uniFE96",
      "uniFEB8",
      "uniFB90",
      "parenright",
    ]);
  });

  it("draws a line's runs as pdfkit places them: words of a run in order, numbers left to right", () => {
    // pdfkit's own layout of what the invoice writer hands it, run by run from the left.
    const doc = new PDFDocument();
    doc.font(require.resolve("vazirmatn/fonts/ttf/Vazirmatn-Regular.ttf"));
    // biome-ignore lint/suspicious/noExplicitAny: pdfkit's embedded font is not in its types.
    const font = (doc as any)._font;
    const drawn = (text: string) =>
      visualRuns(text, "rtl").flatMap((run) =>
        font
          .layout(shaperText(run), wholeRunFeatures)
          .glyphs.map((glyph: { name: string }) => glyph.name),
      );
    // "فاکتور فروش": the second word leftmost (ش … ف), a space, then the first (ر … ف).
    const words = drawn("فاکتور فروش");
    expect(words.slice(0, 4)).toEqual(["uni0634", "uni0648", "uniFEAE", "uniFED3"]);
    expect(words[4]).toBe("space");
    // A year in Persian digits reads ۱۴۰۵ from the left, however the shaper treats Arabic script.
    expect(drawn("سال ۱۴۰۵").slice(0, 4)).toEqual(["uni06F1", "uni06F4", "uni06F0", "uni06F5"]);
  });
});
