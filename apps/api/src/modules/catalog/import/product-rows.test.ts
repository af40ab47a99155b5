import { describe, expect, it } from "vitest";
import { changesBetween, type ExistingProduct, readActive, readId, readRow } from "./product-rows";

const stored: ExistingProduct = {
  variantCount: 1,
  id: 7,
  name: "سیب",
  latinName: "Apple",
  categoryId: 1,
  subcategoryId: 2,
  stockTypeId: 3,
  stock: 10.5,
  priceRials: 850_000,
  discountPercent: 0,
  preparationDays: 1,
  isActive: true,
  description: null,
  latinDescription: null,
  properties: [{ propertyId: 9, value: "2025-10-01" }],
};

describe("a CSV row as a product", () => {
  it("reads ids and the listed flag in any script", () => {
    expect(readId("۱۲")).toBe(12);
    expect(readId(" ")).toBeUndefined();
    for (const bad of ["1.5", "-3", "0", "abc", "99999999999"]) {
      expect(readId(bad)).toBeNaN();
    }
    expect(readActive("FALSE", true)).toBe(false);
    expect(readActive("بله", false)).toBe(true);
    expect(readActive("", false)).toBe(false);
    expect(readActive("maybe", true)).toBeNull();
  });

  it("keeps what the file leaves out or empty, and empties optional cells", () => {
    const read = readRow({ price_toman: "۹۰٬۰۰۰", stock: "", latin_name: "" }, stored);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.body).toMatchObject({
      name: "سیب",
      latin_name: null,
      category_id: 1,
      subcategory_id: 2,
      stock: 10.5,
      price_toman: 90_000,
      properties: [{ property_id: 9, value: "2025-10-01" }],
    });
    expect(read.keepsProperties).toBe(true);
  });

  it("drops the properties of a product moved to another category", () => {
    const read = readRow({ category_id: "4", subcategory_id: "" }, stored);
    expect(read.ok && read.body.properties).toEqual([]);
    expect(read.ok && read.keepsProperties).toBe(false);
  });

  it("names every problem of a new row by its column, in both languages", () => {
    const read = readRow({ name: "", price_toman: "-1", is_active: "maybe" }, undefined);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(Object.keys(read.errors.en).sort()).toEqual(
      ["category_id", "is_active", "name", "price_toman", "stock", "stock_type_id"].sort(),
    );
    expect(Object.keys(read.errors.fa).sort()).toEqual(Object.keys(read.errors.en).sort());
  });

  it("lists changed fields as the file writes them", () => {
    expect(
      changesBetween(stored, { ...stored, priceRials: 900_000, latinName: null, isActive: false }),
    ).toEqual([
      { field: "latin_name", before: "Apple", after: "" },
      { field: "price_toman", before: "85000", after: "90000" },
      { field: "is_active", before: "true", after: "false" },
    ]);
  });
});
