import { afterEach, describe, expect, it } from "vitest";
import {
  clearProductDraft,
  newProductDraft,
  readProductDraft,
  writeProductDraft,
} from "./product-draft";
import { blankPackValues, blankProductValues } from "./product-form-values";

const image = {
  id: "f1",
  kind: "image" as const,
  url: "/api/v1/files/f1/full.webp",
  previewUrl: "/api/v1/files/f1/320.webp",
  name: "apples.jpg",
};

const draft = {
  ...newProductDraft({
    ...blankProductValues,
    name: "سیب قرمز",
    category_id: 3,
    variants: [{ ...blankPackValues, price_toman: "۱۲۰٬۰۰۰" }],
  }),
  images: [image],
  properties: { "7": "premium" },
};

afterEach(() => window.localStorage.clear());

describe("the add-product draft", () => {
  it("reads back what was saved, for the same user only", () => {
    writeProductDraft(7, draft);
    expect(readProductDraft(7)).toEqual(draft);
    expect(readProductDraft(8)).toBeNull();
  });

  it("is nothing when missing, damaged or of another shape", () => {
    expect(readProductDraft(7)).toBeNull();
    window.localStorage.setItem("kesht-product-draft:7", "{not json");
    expect(readProductDraft(7)).toBeNull();
    window.localStorage.setItem("kesht-product-draft:7", JSON.stringify({ ...draft, version: 2 }));
    expect(readProductDraft(7)).toBeNull();
  });

  it("is gone once cleared", () => {
    writeProductDraft(7, draft);
    clearProductDraft(7);
    expect(window.localStorage.getItem("kesht-product-draft:7")).toBeNull();
  });
});
