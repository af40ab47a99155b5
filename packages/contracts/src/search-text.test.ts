import { describe, expect, it } from "vitest";
import { normalizeSearchText } from "./search-text";

describe("normalizeSearchText", () => {
  it("writes Arabic yeh and kaf as the Persian letters", () => {
    expect(normalizeSearchText("كشمش زرد يزد")).toBe("کشمش زرد یزد");
    expect(normalizeSearchText("عسل طبيعي")).toBe(normalizeSearchText("عسل طبیعی"));
  });

  it("treats a zero-width non-joiner like a space", () => {
    expect(normalizeSearchText("گوجه‌فرنگی")).toBe("گوجه فرنگی");
    expect(normalizeSearchText("سیب‌زمینی")).toBe(normalizeSearchText("سیب زمینی"));
  });

  it("reads Persian and Arabic digits as Latin ones", () => {
    expect(normalizeSearchText("برنج ۱۰ کیلویی")).toBe("برنج 10 کیلویی");
    expect(normalizeSearchText("درجه ٢")).toBe("درجه 2");
  });

  it("drops diacritics and the tatweel", () => {
    expect(normalizeSearchText("زَعفَران")).toBe("زعفران");
    expect(normalizeSearchText("خرمـــا")).toBe("خرما");
  });

  it("unifies heh and alef forms", () => {
    expect(normalizeSearchText("میوۀ تازه")).toBe("میوه تازه");
    expect(normalizeSearchText("أنار")).toBe("انار");
  });

  it("lowers Latin text and collapses spaces", () => {
    expect(normalizeSearchText("  Red   Delicious\tAPPLE ")).toBe("red delicious apple");
  });

  it("leaves already normal text alone", () => {
    const text = "پسته اکبری رفسنجان";
    expect(normalizeSearchText(normalizeSearchText(text))).toBe(text);
  });
});
