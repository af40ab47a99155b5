import { describe, expect, it } from "vitest";
import { parseSearchQuery, type SearchQuery } from "./search.query";
import { titleMatch } from "./search-words";

const query = (text: string) => parseSearchQuery(text) as SearchQuery;

describe("titleMatch", () => {
  it("tells a whole word from the start of a compound", () => {
    expect(titleMatch("سیب", query("سیب"))).toBe("exact");
    expect(titleMatch("سیب قرمز", query("سیب"))).toBe("whole");
    expect(titleMatch("سیب‌زمینی و پیاز", query("سیب"))).toBe("part");
    expect(titleMatch("سیب‌زمینی و پیاز", query("پیاز"))).toBe("whole");
    expect(titleMatch("انگور", query("سیب"))).toBeNull();
  });

  it("takes a compound typed with a space, a joiner or nothing between its parts", () => {
    for (const text of ["سیب زمینی", "سیب‌زمینی", "سیبزمینی"]) {
      expect(titleMatch("سیب‌زمینی و پیاز", query(text)), text).toBe("whole");
    }
  });

  it("reads Arabic letters, diacritics, case, the ezafe and plurals as the typed word", () => {
    expect(titleMatch("سيب", query("سیب"))).toBe("exact");
    expect(titleMatch("زَعفَران", query("زعفران"))).toBe("exact");
    expect(titleMatch("Saffron & spices", query("SAFFRON"))).toBe("whole");
    expect(titleMatch("Apples", query("apple"))).toBe("exact");
    expect(titleMatch("خرمای مضافتی", query("خرما"))).toBe("whole");
    expect(titleMatch("Pineapple", query("apple"))).toBe("part");
  });
});
