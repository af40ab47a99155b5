import { describe, expect, it } from "vitest";
import { checkProperties, type PropertyRule, productPrices, stockFits } from "./product-rules";

describe("productPrices", () => {
  it("stores rials and rounds the discounted price to a whole toman", () => {
    expect(productPrices(85_000, 0)).toEqual({
      priceRials: 850_000,
      discountedPriceRials: 850_000,
    });
    expect(productPrices(85_000, 15)).toEqual({
      priceRials: 850_000,
      discountedPriceRials: 722_500,
    });
    // 99,999 × 0.67 = 66,999.33 → 66,999; 5 × 0.5 = 2.5 → 3 (half up).
    expect(productPrices(99_999, 33).discountedPriceRials).toBe(669_990);
    expect(productPrices(5, 50).discountedPriceRials).toBe(30);
  });

  it("never lets the discounted price fall below one toman", () => {
    expect(productPrices(1, 90)).toEqual({ priceRials: 10, discountedPriceRials: 10 });
  });

  it("stays exact at the largest price a form accepts", () => {
    expect(productPrices(10_000_000_000, 90)).toEqual({
      priceRials: 100_000_000_000,
      discountedPriceRials: 10_000_000_000,
    });
  });
});

describe("checkProperties", () => {
  const rules: PropertyRule[] = [
    { id: 1, kind: "text", options: [], required: false },
    {
      id: 2,
      kind: "select",
      options: [{ value: "premium", title: "ممتاز", title_en: "Premium" }],
      required: false,
    },
    { id: 3, kind: "number", options: [], required: false },
    { id: 4, kind: "date", options: [], required: true },
  ];

  it("normalises numbers and dates typed with Persian digits and separators", () => {
    const checked = checkProperties(rules, [
      { property_id: 1, value: "  رقم فوجی " },
      { property_id: 2, value: "premium" },
      { property_id: 3, value: "۱٬۲۵۰٫۵" },
      { property_id: 4, value: "۲۰۲۵-۱۰-۰۱" },
    ]);
    expect(checked.problems).toEqual({});
    expect(checked.values).toEqual([
      { propertyId: 1, value: "رقم فوجی" },
      { propertyId: 2, value: "premium" },
      { propertyId: 3, value: "1250.5" },
      { propertyId: 4, value: "2025-10-01" },
    ]);
  });

  it("names each problem by its property", () => {
    const checked = checkProperties(rules, [
      { property_id: 9, value: "x" },
      { property_id: 2, value: "Premium" },
      { property_id: 3, value: "12kg" },
      { property_id: 1, value: "a" },
      { property_id: 1, value: "b" },
    ]);
    expect(checked.problems).toEqual({
      "properties.9": "property_not_in_category",
      "properties.2": "invalid_choice",
      "properties.3": "invalid_number",
      "properties.1": "duplicate_property",
      "properties.4": "required",
    });
  });

  it("refuses dates that are not on the calendar or not ISO", () => {
    for (const value of ["2025-02-30", "2025-13-01", "01/10/2025", "1404-07-09x"]) {
      expect(checkProperties(rules, [{ property_id: 4, value }]).problems).toEqual({
        "properties.4": "invalid_date",
      });
    }
    expect(checkProperties(rules, [{ property_id: 4, value: "2024-02-29" }]).problems).toEqual({});
  });

  it("treats an empty value as not given", () => {
    const checked = checkProperties(rules, [
      { property_id: 1, value: "   " },
      { property_id: 4, value: "" },
    ]);
    expect(checked.values).toEqual([]);
    expect(checked.problems).toEqual({ "properties.4": "required" });
  });
});

describe("stockFits", () => {
  it("allows fractions only for units that do", () => {
    expect(stockFits(2.5, true)).toBe(true);
    expect(stockFits(2.5, false)).toBe(false);
    expect(stockFits(3, false)).toBe(true);
  });
});
