import { describe, expect, it } from "vitest";
import { joinedCompounds, productSearchDocument } from "./search-document";

const product = {
  name: "زعفران سرگل قائنات",
  latinName: "Sargol Saffron",
  description: "برداشت امسال، بسته‌بندی ۵ گرمی",
  latinDescription: null,
  categoryTitles: ["زعفران و ادویه", "Saffron & spices"],
  propertyTexts: ["درجه یک", "First grade"],
};

describe("productSearchDocument", () => {
  it("holds the names, category titles and property texts in the normalised form", () => {
    const document = productSearchDocument(product);
    expect(document.startsWith("زعفران سرگل قائنات sargol saffron")).toBe(true);
    expect(document).toContain("saffron & spices");
    expect(document).toContain("first grade");
    expect(document).toContain("بسته بندی 5 گرمی");
  });

  it("adds compound names run together, as people type them without the joiner", () => {
    const document = productSearchDocument({ ...product, name: "سیب‌زمینی ترشیزی" });
    expect(document.split(" ")).toContain("سیبزمینی");
  });

  it("keeps only the start of a long description", () => {
    const document = productSearchDocument({ ...product, description: "الف ".repeat(1000) });
    expect(document.length).toBeLessThan(1000);
  });
});

describe("joinedCompounds", () => {
  it("adds compounds joined by a ZWNJ in their run-together form", () => {
    expect(joinedCompounds(["سيب‌زميني كشت", "زعفران رشته‌ای", null, "Red apple"])).toEqual([
      "سیبزمینی",
      "رشتهای",
    ]);
    expect(joinedCompounds(["سیب زمینی"])).toEqual([]);
  });
});
