import { seedCatalogReference, seedDemoCatalog } from "@kesht/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";

/**
 * Relevance against the demo catalogue (packages/db/src/seed): what a person typing a word in
 * Persian or English should see first. A product named by the typed words as whole words
 * comes before one where they are part of a compound ("سیب‌زمینی" for "سیب") or appear only
 * in a category title, a property or the description; suggestions follow the same rule.
 */

const apples = [
  "Damavand Red Apple",
  "Golden Delicious Yellow Apple",
  "Export Fuji Apple",
  "Granny Smith Green Apple",
];
const saffrons = [
  "Qaenat Sargol Saffron",
  "Export Negin Saffron",
  "Pushal Saffron",
  "Bunch Saffron (Dokhtar Pich)",
];
const dates = [
  "Bam Mazafati Dates",
  "Export Mazafati Dates",
  "Piarom Dates",
  "Zahedi Dates",
  "Medjool Dates",
];
const pistachios = [
  "Rafsanjan Akbari Pistachio",
  "Salted Ahmad Aghaei Pistachio",
  "Kalleh Ghuchi Pistachio",
  "Fandoghi Pistachio",
];
const honeys = ["Sabalan Natural Honey", "Thyme Honey", "Astragalus Honey", "Honey with Comb"];
const cheeses = ["Lighvan Cheese", "Jar Cheese"];
const rices = ["First Grade Hashemi Rice", "Local Tarom Rice", "Smoked Sadri Rice", "Fajr Rice"];
const fish = ["Farmed Rainbow Trout", "Live Carp", "Caspian Kutum"];

/** A typed text and the products (by latin name) any of which is right at the top. */
const productCases: [text: string, top: string | string[]][] = [
  // Persian
  ["سیب", apples],
  ["سيب", apples], // Arabic yeh, as an Arabic keyboard types it
  ["سیب قرمز", "Damavand Red Apple"],
  ["سیب سبز", "Granny Smith Green Apple"],
  ["سیب‌زمینی", "Agria Potato"],
  ["سیب زمینی", "Agria Potato"],
  ["سیبزمینی", "Agria Potato"],
  ["زعفران", saffrons],
  ["زعفران سرگل", "Qaenat Sargol Saffron"],
  ["زعفران نگین", "Export Negin Saffron"],
  ["زیره", "Kerman Green Cumin"],
  ["سماق", "Wild Mountain Sumac"],
  ["پیاز قرمز", "Red Onion"],
  ["پیاز لاله", "Dutch Tulip Bulbs"],
  ["خرما", dates],
  ["خرمای مضافتی", ["Bam Mazafati Dates", "Export Mazafati Dates"]],
  ["پسته", pistachios],
  ["پسته اکبری", "Rafsanjan Akbari Pistachio"],
  ["عسل", honeys],
  ["آویشن", "Wild Mountain Thyme"],
  ["برنج طارم", "Local Tarom Rice"],
  ["چای سبز", "Iranian Green Tea"],
  ["پنیر", cheeses],
  ["ماهی", fish],
  ["ماهی قزل‌آلا", "Farmed Rainbow Trout"],
  ["توت‌فرنگی", "Greenhouse Strawberry"],
  ["تخم مرغ", "Free-Range Eggs"],
  ["گردو", "White Walnut Kernels"],
  // English
  ["apple", apples],
  ["Apple", apples],
  ["saffron", saffrons],
  ["sargol", "Qaenat Sargol Saffron"],
  ["potato", "Agria Potato"],
  ["onion", "Red Onion"],
  ["date", dates],
  ["dates", dates],
  ["pistachio", pistachios],
  ["honey", honeys],
  ["thyme", "Wild Mountain Thyme"],
  ["rice", rices],
  ["green tea", "Iranian Green Tea"],
  ["trout", "Farmed Rainbow Trout"],
  ["cheese", cheeses],
  ["cumin", "Kerman Green Cumin"],
  ["sumac", "Wild Mountain Sumac"],
  ["walnut", "White Walnut Kernels"],
];

/** A typed text and the suggestion (by English title) any of which is right at the top. */
const suggestionCases: [text: string, top: string | string[]][] = [
  ["سیب", "Apples"],
  ["apple", "Apples"],
  ["زعفران", ["Saffron", "Saffron & spices"]],
  ["saffron", ["Saffron", "Saffron & spices"]],
  ["سیب‌زمینی", "Potatoes & onions"],
  ["پسته", "Pistachios"],
  ["honey", ["Natural honey", "Honey & bee products"]],
];

describe("search relevance on the demo catalogue", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogReference(t.db);
    await seedDemoCatalog(t.db);
  });
  afterAll(() => t.close());

  async function ranked(text: string): Promise<string[]> {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/v1/customer/products?search=${encodeURIComponent(text)}&per_page=48`,
    });
    expect(response.statusCode).toBe(200);
    return (response.json().data.items as { latin_name: string }[]).map((item) => item.latin_name);
  }

  async function suggested(text: string, lang: "fa" | "en" = "en"): Promise<string[]> {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/v1/search-categories?search=${encodeURIComponent(text)}&lang=${lang}`,
    });
    expect(response.statusCode).toBe(200);
    return (response.json().data as { title_en: string }[]).map((row) => row.title_en);
  }

  it.each(productCases)("ranks %s: the expected product first", async (text, top) => {
    const found = await ranked(text);
    expect([top].flat(), `first of ${found.join(" | ")}`).toContain(found[0]);
  });

  it("puts every product named by the word before the compound and the title-only match", async () => {
    const found = await ranked("سیب");
    const potato = found.indexOf("Agria Potato");
    const onion = found.indexOf("Red Onion");
    const named = ["Dried Apple Rings", "Grafted Apple Sapling", ...apples];
    for (const name of named) expect(found.indexOf(name)).toBeGreaterThanOrEqual(0);
    for (const name of named) expect(found.indexOf(name)).toBeLessThan(potato);
    // The onion is found only through its subcategory's title, "سیب‌زمینی و پیاز".
    expect(onion).toBeGreaterThan(potato);
  });

  it("puts spices that only share the category title after every saffron", async () => {
    const found = await ranked("saffron");
    const lastSaffron = Math.max(...saffrons.map((name) => found.indexOf(name)));
    expect(found.slice(0, saffrons.length).sort()).toEqual([...saffrons].sort());
    expect(found.indexOf("Kerman Green Cumin")).toBeGreaterThan(lastSaffron);
  });

  it.each(suggestionCases)("suggests for %s: the expected category first", async (text, top) => {
    const found = await suggested(text);
    expect([top].flat(), `first of ${found.join(" | ")}`).toContain(found[0]);
  });

  it("never suggests a spice for saffron because it shares saffron's category", async () => {
    for (const text of ["saffron", "زعفران"]) {
      const found = await suggested(text);
      expect(found).not.toContain("Cumin");
      expect(found).not.toContain("Sumac");
    }
  });

  it("suggests the apples' categories before the potatoes' for سیب, in both languages", async () => {
    for (const lang of ["fa", "en"] as const) {
      const found = await suggested("سیب", lang);
      const potatoes = found.indexOf("Potatoes & onions");
      expect(found.slice(0, 2)).toEqual(["Apples", "Fruit"]);
      if (potatoes >= 0) expect(potatoes).toBeGreaterThan(found.indexOf("Fruit"));
    }
  });
});
