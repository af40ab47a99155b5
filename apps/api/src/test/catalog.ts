import type { Database } from "@kesht/db";
import { factories } from "@kesht/db/testing";
import type { App } from "../app";
import { createTestApp, type TestApp } from "./app";
import { makePng, uploadId } from "./files";

/**
 * A small catalogue: units (kilogram with fractions, crate without), fruit with two
 * subcategories and four properties of every kind (the harvest date required), and saffron
 * with one subcategory and no properties; a shop location with bilingual names.
 */
export async function createCatalog(db: Database) {
  const kilogram = await factories.createStockType(db, {
    nameFa: "کیلوگرم",
    nameEn: "Kilogram",
    allowsFraction: true,
    sortOrder: 0,
  });
  const crate = await factories.createStockType(db, {
    nameFa: "جعبه",
    nameEn: "Crate",
    allowsFraction: false,
    sortOrder: 1,
  });

  const fruit = await factories.createCategory(db, {
    nameFa: "میوه",
    nameEn: "Fruit",
    icon: "fruit",
    sortOrder: 1,
  });
  const apple = await factories.createCategory(db, {
    parentId: fruit.id,
    nameFa: "سیب",
    nameEn: "Apple",
  });
  const citrus = await factories.createCategory(db, {
    parentId: fruit.id,
    nameFa: "مرکبات",
    nameEn: "Citrus",
  });
  const saffron = await factories.createCategory(db, {
    nameFa: "زعفران و ادویه",
    nameEn: "Saffron and spices",
    icon: "spices",
    sortOrder: 2,
  });
  const saffronThreads = await factories.createCategory(db, {
    parentId: saffron.id,
    nameFa: "زعفران رشته‌ای",
    nameEn: "Saffron threads",
  });

  const variety = await factories.createCategoryProperty(db, {
    categoryId: fruit.id,
    key: "variety",
    nameFa: "رقم",
    nameEn: "Variety",
    kind: "text",
    sortOrder: 1,
  });
  const grade = await factories.createCategoryProperty(db, {
    categoryId: fruit.id,
    key: "grade",
    nameFa: "درجه",
    nameEn: "Grade",
    kind: "select",
    options: [
      { value: "premium", title: "ممتاز", title_en: "Premium" },
      { value: "first", title: "درجه یک", title_en: "First grade" },
    ],
    sortOrder: 2,
  });
  const sugar = await factories.createCategoryProperty(db, {
    categoryId: fruit.id,
    key: "sugar",
    nameFa: "قند",
    nameEn: "Sugar",
    kind: "number",
    unitFa: "درصد",
    unitEn: "%",
    sortOrder: 3,
  });
  const harvest = await factories.createCategoryProperty(db, {
    categoryId: fruit.id,
    key: "harvest_date",
    nameFa: "تاریخ برداشت",
    nameEn: "Harvest date",
    kind: "date",
    isRequired: true,
    sortOrder: 4,
  });

  const country = await factories.createCountry(db, { nameFa: "ایران", nameEn: "Iran" });
  const province = await factories.createProvince(db, {
    countryId: country.id,
    nameFa: "فارس",
    nameEn: "Fars",
  });
  const city = await factories.createCity(db, {
    provinceId: province.id,
    nameFa: "شیراز",
    nameEn: "Shiraz",
  });

  return {
    units: { kilogram, crate },
    categories: { fruit, apple, citrus, saffron, saffronThreads },
    properties: { variety, grade, sugar, harvest },
    place: { province, city },
  };
}
export type Catalog = Awaited<ReturnType<typeof createCatalog>>;

/**
 * A fruit property whose options depend on the subcategory: Fuji for apples, Valencia for
 * citrus, and "other" for any fruit.
 */
export async function createCultivarProperty(db: Database, catalog: Catalog) {
  const { fruit, apple, citrus } = catalog.categories;
  const cultivar = await factories.createCategoryProperty(db, {
    categoryId: fruit.id,
    key: "cultivar",
    nameFa: "رقم تجاری",
    nameEn: "Cultivar",
    kind: "select",
    options: [
      { value: "fuji", title: "فوجی", title_en: "Fuji" },
      { value: "valencia", title: "والنسیا", title_en: "Valencia" },
      { value: "other", title: "دیگر", title_en: "Other" },
    ],
    sortOrder: 5,
  });
  await factories.scopePropertyOption(db, {
    propertyId: cultivar.id,
    optionValue: "fuji",
    subcategoryId: apple.id,
  });
  await factories.scopePropertyOption(db, {
    propertyId: cultivar.id,
    optionValue: "valencia",
    subcategoryId: citrus.id,
  });
  return cultivar;
}

/** Uploads a product photo as the signed-in person and returns its file id. */
export async function uploadProductImage(
  app: App,
  headers: Record<string, string>,
  size: [number, number] = [640, 480],
): Promise<string> {
  return uploadId(app, headers, "product_image", await makePng(...size), "product.png");
}

/** A product body for fruit that passes every check; a test overrides what it is about. */
export function fruitBody(catalog: Catalog, overrides: Record<string, unknown> = {}) {
  return {
    name: "سیب قرمز دماوند",
    latin_name: "Damavand red apple",
    category_id: catalog.categories.fruit.id,
    subcategory_id: catalog.categories.apple.id,
    stock: 250.5,
    stock_type_id: catalog.units.kilogram.id,
    price_toman: 85_000,
    discount_percent: 0,
    preparation_days: 2,
    description: "سیب درختی از باغ‌های دامنهٔ دماوند.",
    latin_description: "Orchard apples from the slopes of Damavand.",
    image_ids: [],
    properties: [{ property_id: catalog.properties.harvest.id, value: "2025-10-01" }],
    ...overrides,
  };
}

/** The app on an empty database with the test catalogue in it: what the catalogue files start from. */
export async function createCatalogTestApp(): Promise<{ t: TestApp; catalog: Catalog }> {
  const t = await createTestApp({ seed: false });
  return { t, catalog: await createCatalog(t.db) };
}
