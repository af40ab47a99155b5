import { normalizeSearchText } from "@kesht/contracts";
import { describe, expect, it } from "vitest";
import { parseSearchQuery, sqlNormalizer } from "./search.query";

describe("parseSearchQuery", () => {
  it("normalises the text and builds a prefix query of its words", () => {
    expect(parseSearchQuery("  سيب‌زميني  ۲ ")).toEqual({
      text: "سیب زمینی 2",
      words: ["سیب", "زمینی", "2"],
      tsquery: "سیب:* & زمینی:* & 2:*",
      likePattern: "%سیب زمینی 2%",
      fuzzy: true,
      singleWord: false,
    });
  });

  it("keeps tsquery operators and LIKE wildcards out of the query", () => {
    const query = parseSearchQuery("a:* | !b & (c) <-> 'd' 50%_off\\");
    expect(query?.tsquery).toBe("a:* & b:* & c:* & d:* & 50:* & off:*");
    expect(query?.likePattern).toBe("%a:* | !b & (c) <-> 'd' 50\\%\\_off\\\\%");
  });

  it("leaves out what short texts cannot use", () => {
    expect(parseSearchQuery("سی")).toEqual({
      text: "سی",
      words: ["سی"],
      tsquery: "سی:*",
      likePattern: null,
      fuzzy: false,
      singleWord: true,
    });
    expect(parseSearchQuery("سیب")?.fuzzy).toBe(false);
    expect(parseSearchQuery("سیبی")?.fuzzy).toBe(true);
    expect(parseSearchQuery("سیب!")?.singleWord).toBe(false);
  });

  it("gives nothing for empty or only-space text, and no words for only punctuation", () => {
    expect(parseSearchQuery("")).toBeNull();
    expect(parseSearchQuery(" \u200c ")).toBeNull();
    expect(parseSearchQuery(undefined)).toBeNull();
    expect(parseSearchQuery("؟!.")?.tsquery).toBeNull();
  });

  it("uses at most eight words", () => {
    const words = Array.from({ length: 12 }, (_, index) => `w${index}`).join(" ");
    expect(parseSearchQuery(words)?.tsquery?.split(" & ")).toHaveLength(8);
  });
});

describe("sqlNormalizer", () => {
  /** translate() as PostgreSQL applies it, to check the arguments against the function. */
  function translate(text: string): string {
    const from = [...sqlNormalizer.from];
    const to = [...sqlNormalizer.to];
    return [...text]
      .map((char) => {
        const index = from.indexOf(char);
        if (index === -1) return char;
        return to[index] ?? "";
      })
      .join("");
  }
  const sqlNormalize = (text: string) =>
    translate(text.normalize("NFC")).toLowerCase().replace(/\s+/g, " ").trim();

  it("normalises shop names and titles exactly as normalizeSearchText does", () => {
    for (const text of [
      "فروشگاه سيب‌زميني كشت ۱۲۳",
      "باغِ زعفرانِ قائنات",
      "مــــرکبات\u200fشمال",
      "Golestan\u00a0Saffron ٤٥",
      "ةۀأإؤ",
    ]) {
      expect(sqlNormalize(text)).toBe(normalizeSearchText(text));
    }
  });
});
