import { describe, expect, it } from "vitest";
import { type OptionScope, propertiesForSubcategory } from "./property-options";

const apples = 11;
const grapes = 12;
const melons = 13;
const option = (value: string) => ({ value, title: value, title_en: value });
const variety = {
  id: 1,
  kind: "select",
  options: [option("fuji"), option("gala"), option("yaghuti"), option("other")],
};
const grade = { id: 2, kind: "select", options: [option("first"), option("second")] };
const harvest = { id: 3, kind: "date", options: [] };
const grapeType = { id: 4, kind: "select", options: [option("seedless"), option("seeded")] };
const scopes: OptionScope[] = [
  { propertyId: 1, optionValue: "fuji", subcategoryId: apples },
  { propertyId: 1, optionValue: "gala", subcategoryId: apples },
  { propertyId: 1, optionValue: "yaghuti", subcategoryId: grapes },
  { propertyId: 4, optionValue: "seedless", subcategoryId: grapes },
  { propertyId: 4, optionValue: "seeded", subcategoryId: grapes },
];
const properties = [variety, grade, harvest, grapeType];
const values = (list: { id: number; options: { value: string }[] }[], id: number) =>
  list.find((property) => property.id === id)?.options.map((choice) => choice.value);

describe("properties for a subcategory", () => {
  it("keeps a subcategory's own options and the ones no subcategory claims", () => {
    const forApples = propertiesForSubcategory(properties, scopes, apples);
    expect(values(forApples, 1)).toEqual(["fuji", "gala", "other"]);
    expect(values(propertiesForSubcategory(properties, scopes, grapes), 1)).toEqual([
      "yaghuti",
      "other",
    ]);
  });

  it("leaves properties without scoped options whole", () => {
    const forMelons = propertiesForSubcategory(properties, scopes, melons);
    expect(values(forMelons, 1)).toEqual(["other"]);
    expect(values(forMelons, 2)).toEqual(["first", "second"]);
    expect(forMelons.map((property) => property.id)).toContain(3);
  });

  it("drops a select none of whose options belong to the subcategory", () => {
    const forApples = propertiesForSubcategory(properties, scopes, apples);
    expect(forApples.map((property) => property.id)).toEqual([1, 2, 3]);
  });

  it("offers every option to a product without a subcategory", () => {
    expect(propertiesForSubcategory(properties, scopes, null)).toEqual(properties);
  });
});
