import { describe, expect, it } from "vitest";
import { sortByName } from "./sort-by-name";

const provinces = [
  { id: 1, title: "تهران", title_en: "Tehran" },
  { id: 2, title: "اصفهان", title_en: "Isfahan" },
  { id: 3, title: "آذربایجان شرقی", title_en: "East Azerbaijan" },
  { id: 4, title: "البرز", title_en: "Alborz" },
];

describe("sortByName", () => {
  it("lists places by their Persian names on Persian pages, in the alphabet's order", () => {
    expect(sortByName(provinces, "fa").map((row) => row.title)).toEqual([
      "آذربایجان شرقی",
      "اصفهان",
      "البرز",
      "تهران",
    ]);
  });

  it("lists them by their English names on English pages, and leaves the list given alone", () => {
    expect(sortByName(provinces, "en").map((row) => row.title_en)).toEqual([
      "Alborz",
      "East Azerbaijan",
      "Isfahan",
      "Tehran",
    ]);
    expect(provinces[0]?.title_en).toBe("Tehran");
  });
});
