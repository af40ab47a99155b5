// @vitest-environment node
import type { CategoryProperty } from "@kesht/contracts";
import { describe, expect, it } from "vitest";
import {
  parseDecimal,
  propertyIdOfField,
  propertyInputs,
  propertyProblems,
} from "./property-values";

function property(overrides: Partial<CategoryProperty>): CategoryProperty {
  return {
    id: 1,
    category_id: 10,
    key: "variety",
    title: "رقم",
    title_en: "Variety",
    kind: "text",
    options: [],
    unit: null,
    unit_en: null,
    required: false,
    ...overrides,
  };
}

const variety = property({ id: 1, kind: "text", required: true });
const grade = property({
  id: 2,
  key: "grade",
  kind: "select",
  options: [
    { value: "premium", title: "ممتاز", title_en: "Premium" },
    { value: "grade_1", title: "درجه یک", title_en: "Grade 1" },
  ],
});
const sugar = property({ id: 3, key: "brix", kind: "number", unit: "٪", unit_en: "%" });
const harvest = property({ id: 4, key: "harvest_date", kind: "date", required: true });
const properties = [variety, grade, sugar, harvest];

describe("category property values", () => {
  it("asks for required values and checks each kind", () => {
    expect(propertyProblems(properties, {})).toEqual({ 1: "required", 4: "required" });
    expect(
      propertyProblems(properties, { 1: "Red Delicious", 2: "gold", 3: "a lot", 4: "2024-02-30" }),
    ).toEqual({ 3: "invalid_number", 4: "invalid_date" });
    expect(
      propertyProblems(properties, { 1: "گلاب", 2: "premium", 3: "۱۲٫۵", 4: "2024-09-21" }),
    ).toEqual({});
  });

  it("counts a choice the property no longer offers as not chosen", () => {
    // A Valencia orange left from citrus, after the product moved to apples.
    const requiredGrade = { ...grade, required: true };
    expect(propertyProblems([requiredGrade], { 2: "valencia" })).toEqual({ 2: "required" });
    expect(propertyInputs([grade], { 2: "valencia" })).toEqual([]);
    expect(propertyInputs([grade], { 2: "premium" })).toEqual([
      { property_id: 2, value: "premium" },
    ]);
  });

  it("counts blank text as no value", () => {
    expect(propertyProblems([variety], { 1: "   " })).toEqual({ 1: "required" });
  });

  it("sends only the chosen category's filled values, numbers in ASCII", () => {
    expect(
      propertyInputs(properties, { 1: " Gala ", 2: "", 3: "۱۲٫۵", 4: "2024-09-21", 99: "other" }),
    ).toEqual([
      { property_id: 1, value: "Gala" },
      { property_id: 3, value: "12.5" },
      { property_id: 4, value: "2024-09-21" },
    ]);
  });

  it("reads decimals typed in Persian or with separators", () => {
    expect(parseDecimal("۱٬۲۵۰٫۵")).toBe(1250.5);
    expect(parseDecimal("3.")).toBeNull();
    expect(parseDecimal("")).toBeNull();
  });

  it("finds the property an API field error names", () => {
    expect(propertyIdOfField("properties.12")).toBe(12);
    expect(propertyIdOfField("properties")).toBeNull();
    expect(propertyIdOfField("price_toman")).toBeNull();
  });
});
