import { factories } from "@kesht/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicReadCacheControl } from "../../plugins/read-cache";
import type { TestApp } from "../../test/app";
import { type Catalog, createCatalogTestApp, createCultivarProperty } from "../../test/catalog";

describe("catalogue reference data", () => {
  let t: TestApp;
  let catalog: Catalog;
  beforeAll(async () => {
    ({ t, catalog } = await createCatalogTestApp());
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: "GET", url: `/api/v1${url}` });

  it("lists top-level categories in display order, bilingual and cacheable", async () => {
    const response = await get("/categories");
    expect(response.statusCode).toBe(200);
    // Served through the shared read cache, which drops it when a product or category changes.
    expect(response.headers["cache-control"]).toBe(publicReadCacheControl);
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    const { fruit, saffron } = catalog.categories;
    expect(response.json().data).toEqual([
      {
        id: fruit.id,
        parent_id: null,
        slug: fruit.slug,
        title: "میوه",
        title_en: "Fruit",
        icon: "fruit",
        product_count: 0,
      },
      expect.objectContaining({ id: saffron.id, title: "زعفران و ادویه", icon: "spices" }),
    ]);
  });

  it("lists a category's subcategories, or all of them, and 404s an unknown category", async () => {
    const { fruit, apple, citrus, saffronThreads } = catalog.categories;
    const ofFruit = await get(`/product/sub-categories?category_id=${fruit.id}`);
    expect(ofFruit.statusCode).toBe(200);
    expect(ofFruit.json().data).toEqual([
      expect.objectContaining({
        id: apple.id,
        parent_id: fruit.id,
        title: "سیب",
        title_en: "Apple",
      }),
      expect.objectContaining({ id: citrus.id, title: "مرکبات", title_en: "Citrus" }),
    ]);
    const all = await get("/product/sub-categories");
    expect(all.json().data.map((row: { id: number }) => row.id)).toEqual([
      apple.id,
      citrus.id,
      saffronThreads.id,
    ]);
    const unknown = await get("/product/sub-categories?category_id=999999");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().messages).toEqual({
      en: "This category was not found.",
      fa: "این دسته‌بندی پیدا نشد.",
    });
  });

  it("gives a category's properties, and a subcategory its parent's", async () => {
    const { fruit, apple, saffron } = catalog.categories;
    const response = await get(`/products/properties?category_id=${fruit.id}`);
    expect(response.statusCode).toBe(200);
    const properties = response.json().data;
    expect(properties.map((row: { key: string }) => row.key)).toEqual([
      "variety",
      "grade",
      "sugar",
      "harvest_date",
    ]);
    expect(properties[1]).toEqual({
      id: catalog.properties.grade.id,
      category_id: fruit.id,
      key: "grade",
      title: "درجه",
      title_en: "Grade",
      kind: "select",
      options: [
        { value: "premium", title: "ممتاز", title_en: "Premium" },
        { value: "first", title: "درجه یک", title_en: "First grade" },
      ],
      unit: null,
      unit_en: null,
      required: false,
    });
    expect(properties[3]).toMatchObject({ kind: "date", required: true });
    expect((await get(`/products/properties?category_id=${apple.id}`)).json().data).toEqual(
      properties,
    );
    expect((await get(`/products/properties?category_id=${saffron.id}`)).json().data).toEqual([]);
    expect((await get("/products/properties")).statusCode).toBe(422);
    expect((await get("/products/properties?category_id=999999")).statusCode).toBe(404);
  });

  it("offers a subcategory only its own options and those every subcategory shares", async () => {
    const { fruit, apple, citrus, saffronThreads } = catalog.categories;
    const cultivar = await createCultivarProperty(t.db, catalog);
    const optionsFor = async (query: string) => {
      const response = await get(`/products/properties?${query}`);
      expect(response.statusCode).toBe(200);
      const row = response
        .json()
        .data.find((property: { id: number }) => property.id === cultivar.id);
      return row.options.map((option: { value: string }) => option.value);
    };
    expect(await optionsFor(`category_id=${fruit.id}&subcategory_id=${apple.id}`)).toEqual([
      "fuji",
      "other",
    ]);
    expect(await optionsFor(`category_id=${apple.id}`)).toEqual(["fuji", "other"]);
    expect(await optionsFor(`category_id=${fruit.id}&subcategory_id=${citrus.id}`)).toEqual([
      "valencia",
      "other",
    ]);
    // Without a subcategory the product is not narrowed down: every option.
    expect(await optionsFor(`category_id=${fruit.id}`)).toEqual(["fuji", "valencia", "other"]);

    const elsewhere = await get(
      `/products/properties?category_id=${fruit.id}&subcategory_id=${saffronThreads.id}`,
    );
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().errors.en).toEqual({
      subcategory_id: "This subcategory is not in the chosen category.",
    });
    expect(elsewhere.json().errors.fa.subcategory_id).toBe(
      "این زیردسته در دسته‌بندی انتخاب‌شده نیست.",
    );
    const twoSubcategories = await get(
      `/products/properties?category_id=${apple.id}&subcategory_id=${citrus.id}`,
    );
    expect(twoSubcategories.statusCode).toBe(422);
    const unknown = await get(`/products/properties?category_id=${fruit.id}&subcategory_id=999999`);
    expect(unknown.statusCode).toBe(404);
    const malformed = await get(`/products/properties?category_id=${fruit.id}&subcategory_id=x`);
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors.en.subcategory_id).toBeDefined();
  });

  it("lists stock units kilogram first and package types, bilingual", async () => {
    const units = await get("/stock-types");
    expect(units.headers["cache-control"]).toBe("public, max-age=300");
    expect(units.json().data).toEqual([
      {
        id: catalog.units.kilogram.id,
        code: catalog.units.kilogram.code,
        title: "کیلوگرم",
        title_en: "Kilogram",
        allows_fraction: true,
      },
      expect.objectContaining({ title_en: "Crate", allows_fraction: false }),
    ]);

    const sack = await factories.createPackageType(t.db, {
      code: "sack",
      nameFa: "گونی",
      nameEn: "Sack",
      sortOrder: 0,
    });
    await factories.createPackageType(t.db, { nameFa: "کارتن", nameEn: "Carton", sortOrder: 1 });
    const packages = await get("/package-types");
    expect(packages.statusCode).toBe(200);
    expect(packages.json().data).toEqual([
      { id: sack.id, code: "sack", title: "گونی", title_en: "Sack" },
      expect.objectContaining({ title: "کارتن", title_en: "Carton" }),
    ]);
  });

  it("gives the active banners of a position and app, in order", async () => {
    const second = await factories.createBanner(t.db, {
      position: "home_top",
      titleFa: "زعفران تازه",
      titleEn: "Fresh saffron",
      subtitleFa: "از قائنات",
      subtitleEn: "From Qaenat",
      imageUrl: "/banners/saffron.webp",
      linkUrl: "/customer/products?category_id=2",
      sortOrder: 2,
    });
    const first = await factories.createBanner(t.db, { position: "home_top", sortOrder: 1 });
    await factories.createBanner(t.db, { position: "home_top", sortOrder: 0, isActive: false });
    const middle = await factories.createBanner(t.db, { position: "home_middle" });

    const top = await get("/banners?position=home_top&app_name=web");
    expect(top.statusCode).toBe(200);
    expect(top.json().data).toEqual([
      expect.objectContaining({ id: first.id }),
      {
        id: second.id,
        position: "home_top",
        title: "زعفران تازه",
        title_en: "Fresh saffron",
        subtitle: "از قائنات",
        subtitle_en: "From Qaenat",
        image_url: "/banners/saffron.webp",
        // The app's own pictures: the web app sizes them.
        image_variants: {},
        link_url: "/customer/products?category_id=2",
      },
    ]);
    const inMiddle = await get("/banners?position=home_middle");
    expect(inMiddle.json().data.map((row: { id: number }) => row.id)).toEqual([middle.id]);

    const wrong = await get("/banners?position=sidebar");
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.en.position).toBe("Please choose one of the options.");
    expect(wrong.json().errors.fa.position).toBe("لطفاً یکی از گزینه‌ها را انتخاب کنید.");
  });

  it("suggests a latin name for a Persian title", async () => {
    const response = await get(`/translate-title?title=${encodeURIComponent("زعفران")}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      title_en: expect.stringMatching(/saffron/i),
      source: expect.stringMatching(/^(dictionary|mixed|transliteration)$/),
    });
    const empty = await get("/translate-title?title=%20");
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.fa.title).toBe("این فیلد الزامی است.");
  });
});
