import { describe, expect, it } from "vitest";
import { productSearchDocument } from "./search-document";

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

  it("keeps only the start of a long description", () => {
    const document = productSearchDocument({ ...product, description: "الف ".repeat(1000) });
    expect(document.length).toBeLessThan(1000);
  });
});
