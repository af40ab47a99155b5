import { categoryIconKeys } from "@kesht/contracts";
import { describe, expect, it } from "vitest";
import {
  bannerSeeds,
  catalogCategories,
  packageTypeSeeds,
  stockTypeCodes,
  stockTypeSeeds,
  varietiesOfferedTo,
  varietyPropertyOf,
} from "./catalog-data";
import { demoProducts, demoShops } from "./demo-catalog-data";
import { countries } from "./geo-data";

/** Arabic yeh, kaf and teh marbuta: Persian text must use ی, ک and ه (search normalises to them). */
const arabicLetters = /[يكة]/;

const subcategories = catalogCategories.flatMap((category) =>
  category.subcategories.map((subcategory) => ({ category, subcategory })),
);

describe("the catalogue taxonomy", () => {
  it("has the farm categories, each with an icon from the web app's set", () => {
    expect(catalogCategories.map((category) => category.nameEn)).toEqual(
      expect.arrayContaining([
        "Fruit",
        "Vegetables",
        "Grains & legumes",
        "Nuts & dried fruit",
        "Saffron & spices",
        "Dates",
        "Dairy",
        "Livestock & poultry",
        "Eggs",
        "Honey & bee products",
        "Herbs & medicinal plants",
        "Seeds & seedlings",
        "Flowers & ornamental plants",
        "Mushrooms",
        "Fish & aquaculture",
      ]),
    );
    for (const category of catalogCategories) {
      expect(categoryIconKeys).toContain(category.icon);
    }
  });

  it("gives every category 4–10 subcategories and 3–6 properties, at most two required", () => {
    for (const category of catalogCategories) {
      expect(category.subcategories.length, category.slug).toBeGreaterThanOrEqual(4);
      expect(category.subcategories.length, category.slug).toBeLessThanOrEqual(10);
      expect(category.properties.length, category.slug).toBeGreaterThanOrEqual(3);
      expect(category.properties.length, category.slug).toBeLessThanOrEqual(6);
      const required = category.properties.filter((property) => property.required);
      expect(required.length, category.slug).toBeLessThanOrEqual(2);
    }
  });

  it("uses unique ASCII slugs across categories and subcategories", () => {
    const slugs = [
      ...catalogCategories.map((category) => category.slug),
      ...subcategories.map(({ subcategory }) => subcategory.slug),
    ];
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("writes Persian titles in Persian letters", () => {
    const persian = [
      ...catalogCategories.flatMap((category) => [
        category.nameFa,
        ...category.properties.flatMap((property) => [
          property.nameFa,
          property.unitFa ?? "",
          ...(property.options ?? []).map((choice) => choice.title),
        ]),
        ...category.places.map(([fa]) => fa),
      ]),
      ...subcategories.flatMap(({ subcategory }) => [
        subcategory.nameFa,
        ...subcategory.products.map(([fa]) => fa),
      ]),
      ...stockTypeSeeds.map((unit) => unit.nameFa),
      ...packageTypeSeeds.map((type) => type.nameFa),
      ...bannerSeeds.flatMap((banner) => [banner.titleFa, banner.subtitleFa]),
      ...demoShops.flatMap((shop) => [shop.storeName, shop.managerFullName]),
      ...demoProducts.flatMap((product) => [product.name, product.description]),
    ];
    for (const text of persian) expect(text, text).not.toMatch(arabicLetters);
  });

  it("keys select options uniquely, and a subcategory's varieties are options of its category", () => {
    for (const category of catalogCategories) {
      const keys = category.properties.map((property) => property.key);
      expect(new Set(keys).size, category.slug).toBe(keys.length);
      for (const property of category.properties) {
        if (property.kind !== "select") {
          expect(property.options ?? []).toEqual([]);
          continue;
        }
        const values = (property.options ?? []).map((choice) => choice.value);
        expect(values.length, property.key).toBeGreaterThan(1);
        expect(new Set(values).size, `${category.slug}.${property.key}`).toBe(values.length);
      }
      const variety = varietyPropertyOf(category);
      for (const subcategory of category.subcategories) {
        for (const value of subcategory.varieties ?? []) {
          expect(
            variety?.options?.map((choice) => choice.value),
            `${subcategory.slug}: ${value}`,
          ).toContain(value);
        }
        expect(subcategory.priceToman[0]).toBeGreaterThan(0);
        expect(subcategory.priceToman[0]).toBeLessThan(subcategory.priceToman[1]);
        expect(subcategory.products.length, subcategory.slug).toBeGreaterThan(0);
        expect(stockTypeCodes).toContain(subcategory.unit);
      }
    }
  });

  it("offers Iran's 31 provinces as the origin of produce", () => {
    const origin = catalogCategories[0]?.properties.find((property) => property.key === "origin");
    expect(origin?.options).toHaveLength(31);
    expect(origin?.options).toEqual(
      expect.arrayContaining([{ value: "IR-08", title: "کرمان", title_en: "Kerman" }]),
    );
  });

  it("lists the kilogram first, with fractions for kilograms, tons and litres only", () => {
    expect(stockTypeSeeds[0]?.code).toBe("kg");
    expect(stockTypeSeeds.map((unit) => unit.code)).toEqual([...stockTypeCodes]);
    expect(stockTypeSeeds.filter((unit) => unit.allowsFraction).map((unit) => unit.code)).toEqual([
      "kg",
      "ton",
      "litre",
    ]);
  });

  it("has two top banners and middle ones, each leading to a category or to all of them", () => {
    expect(bannerSeeds.filter((banner) => banner.position === "home_top")).toHaveLength(2);
    expect(
      bannerSeeds.filter((banner) => banner.position === "home_middle").length,
    ).toBeGreaterThan(0);
    const slugs = catalogCategories.map((category) => category.slug);
    for (const banner of bannerSeeds) {
      if (banner.categorySlug) expect(slugs).toContain(banner.categorySlug);
      expect(banner.imageUrl).toMatch(/^\/banners\/[a-z-]+\.webp$/);
    }
  });
});

describe("the demo catalogue", () => {
  const iran = countries.find((country) => country.code === "IR");

  it("has 6–10 shops in provinces and cities of the geography seed", () => {
    expect(demoShops.length).toBeGreaterThanOrEqual(6);
    expect(demoShops.length).toBeLessThanOrEqual(10);
    for (const shop of demoShops) {
      const province = iran?.provinces.find((candidate) => candidate.code === shop.provinceCode);
      expect(province, shop.key).toBeDefined();
      expect(
        province?.cities.map((city) => city.code),
        shop.key,
      ).toContain(shop.cityCode);
    }
  });

  it("has 60–100 products whose categories, units and property values exist", () => {
    expect(demoProducts.length).toBeGreaterThanOrEqual(60);
    expect(demoProducts.length).toBeLessThanOrEqual(100);
    const shopKeys = demoShops.map((shop) => shop.key);
    for (const product of demoProducts) {
      const label = product.latinName;
      expect(shopKeys, label).toContain(product.shop);
      const category = catalogCategories.find((candidate) => candidate.slug === product.category);
      expect(category, label).toBeDefined();
      expect(
        category?.subcategories.map((subcategory) => subcategory.slug),
        label,
      ).toContain(product.subcategory);
      expect(stockTypeCodes, label).toContain(product.unit);
      expect(product.discount ?? 0, label).toBeLessThanOrEqual(90);
      expect(Number.isInteger(product.priceToman), label).toBe(true);
      for (const property of category?.properties.filter((candidate) => candidate.required) ?? []) {
        expect(product.properties, `${label} needs ${property.key}`).toHaveProperty(property.key);
      }
      for (const [key, value] of Object.entries(product.properties ?? {})) {
        const property = category?.properties.find((candidate) => candidate.key === key);
        expect(property, `${label}: ${key}`).toBeDefined();
        if (property?.kind === "select") {
          expect(
            property.options?.map((choice) => choice.value),
            `${label}: ${key}`,
          ).toContain(value);
        }
        if (category && property === varietyPropertyOf(category)) {
          const subcategory = category.subcategories.find(
            (candidate) => candidate.slug === product.subcategory,
          );
          expect(
            subcategory && varietiesOfferedTo(category, subcategory),
            `${label}: a variety of its subcategory`,
          ).toContain(value);
        }
        if (property?.kind === "number" || property?.kind === "date") {
          expect(typeof value, `${label}: ${key}`).toBe("number");
        }
      }
    }
  });

  it("spreads products over most categories, some of them discounted", () => {
    const categories = new Set(demoProducts.map((product) => product.category));
    expect(categories.size).toBeGreaterThanOrEqual(catalogCategories.length - 1);
    const discounted = demoProducts.filter((product) => (product.discount ?? 0) > 0);
    expect(discounted.length).toBeGreaterThan(demoProducts.length / 4);
    expect(discounted.length).toBeLessThan(demoProducts.length);
  });
});
