import { readFileSync } from "node:fs";
import path from "node:path";
import {
  isValidCardNumber,
  isValidIban,
  isValidNationalCode,
  isValidSheba,
  normalizeSearchText,
} from "@kesht/contracts";
import { asc, eq, isNull, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, migrationsFolder } from "../client";
import { createCategory } from "../factories";
import {
  banners,
  categories,
  categoryProperties,
  packageTypes,
  productProperties,
  products,
  propertyOptionSubcategories,
  sellers,
  stockTypes,
  userRoles,
} from "../schema";
import { openTestDatabase } from "../test-database";
import { seedCatalogReference, seedDemoCatalog } from "./catalog";
import { catalogCategories } from "./catalog-data";
import { demoProducts, demoShops } from "./demo-catalog-data";
import { seedDemoData } from "./seed";

/** The variety options scoped to one subcategory, by value. */
async function varietiesOf(handle: DatabaseHandle, subcategorySlug: string) {
  const rows = await handle.db
    .select({ value: propertyOptionSubcategories.optionValue })
    .from(propertyOptionSubcategories)
    .innerJoin(categories, eq(categories.id, propertyOptionSubcategories.subcategoryId))
    .where(eq(categories.slug, subcategorySlug))
    .orderBy(asc(propertyOptionSubcategories.optionValue));
  return rows.map((row) => row.value);
}

async function scopeRows(handle: DatabaseHandle) {
  return handle.db
    .select()
    .from(propertyOptionSubcategories)
    .orderBy(
      asc(propertyOptionSubcategories.propertyId),
      asc(propertyOptionSubcategories.subcategoryId),
      asc(propertyOptionSubcategories.optionValue),
    );
}

async function count(handle: DatabaseHandle, table: PgTable) {
  const [row] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
}

describe("seeding the catalogue reference", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  it("fills empty tables with the taxonomy, units, package types and banners", async () => {
    expect(await seedCatalogReference(handle.db)).toBe(true);
    const topLevel = await handle.db
      .select()
      .from(categories)
      .where(isNull(categories.parentId))
      .orderBy(asc(categories.sortOrder));
    expect(topLevel.map((row) => row.slug)).toEqual(catalogCategories.map((seed) => seed.slug));
    const subcategoryCount = catalogCategories.reduce(
      (total, seed) => total + seed.subcategories.length,
      0,
    );
    expect(await count(handle, categories)).toBe(topLevel.length + subcategoryCount);

    const fruit = topLevel.find((row) => row.slug === "fruit");
    const fruitProperties = await handle.db
      .select()
      .from(categoryProperties)
      .where(eq(categoryProperties.categoryId, fruit?.id ?? 0))
      .orderBy(asc(categoryProperties.sortOrder));
    expect(fruitProperties.map((row) => row.key)).toEqual([
      "variety",
      "grade",
      "origin",
      "harvest_date",
      "organic",
    ]);
    expect(fruitProperties[0]?.isRequired).toBe(true);
    expect(fruitProperties[0]?.options).toEqual(
      expect.arrayContaining([
        { value: "red-delicious", title: "رد دلیشز", title_en: "Red Delicious" },
      ]),
    );

    const units = await handle.db.select().from(stockTypes).orderBy(asc(stockTypes.sortOrder));
    expect(units[0]).toMatchObject({ code: "kg", nameEn: "Kilogram", allowsFraction: true });
    expect(await count(handle, packageTypes)).toBeGreaterThanOrEqual(9);
  });

  it("offers each subcategory its own varieties and the ones every subcategory shares", async () => {
    expect(await varietiesOf(handle, "apples")).toEqual([
      "fuji",
      "gala",
      "golden-delicious",
      "granny-smith",
      "red-delicious",
      "shafi-abadi",
    ]);
    expect(await varietiesOf(handle, "grapes")).toContain("yaghuti");
    expect(await varietiesOf(handle, "grapes")).not.toContain("fuji");
    // Melons name no variety of their own: none of another fruit's are theirs.
    expect(await varietiesOf(handle, "melons")).toEqual([]);
  });

  it("gives a catalogue seeded before subcategory varieties the same ones through its migration", async () => {
    const seeded = await scopeRows(handle);
    expect(seeded.length).toBeGreaterThan(90);
    await handle.db.delete(propertyOptionSubcategories);
    const migration = readFileSync(
      path.join(migrationsFolder, "0007_property_option_subcategories.sql"),
      "utf8",
    );
    const insert = migration.split("--> statement-breakpoint").at(-1) ?? "";
    expect(insert).toContain("INSERT INTO");
    await handle.db.execute(sql.raw(insert));
    expect(await scopeRows(handle)).toEqual(seeded);
  });

  it("points banners at existing categories by id", async () => {
    const rows = await handle.db.select().from(banners).orderBy(asc(banners.sortOrder));
    expect(rows.filter((row) => row.position === "home_top")).toHaveLength(2);
    const ids = new Set((await handle.db.select().from(categories)).map((row) => row.id));
    for (const banner of rows) {
      const match = /^\/customer\/products\?category_id=(\d+)$/.exec(banner.linkUrl);
      if (match) expect(ids.has(Number(match[1]))).toBe(true);
      else expect(banner.linkUrl).toBe("/customer/categories");
    }
  });

  it("leaves a catalogue that already has categories alone", async () => {
    const before = await count(handle, categories);
    expect(await seedCatalogReference(handle.db)).toBe(false);
    expect(await count(handle, categories)).toBe(before);
    expect(await count(handle, banners)).toBe(4);
  });

  it("does not seed over categories an admin created", async () => {
    const other = await openTestDatabase();
    try {
      await createCategory(other.db, { slug: "own", nameEn: "Own", nameFa: "خودمان" });
      expect(await seedCatalogReference(other.db)).toBe(false);
      expect(await count(other, categories)).toBe(1);
      expect(await count(other, stockTypes)).toBe(0);
    } finally {
      await other.close();
    }
  });
});

describe("seeding the demo catalogue", () => {
  let handle: DatabaseHandle;
  const now = new Date("2026-10-15T08:00:00Z");
  beforeAll(async () => {
    handle = await openTestDatabase();
    await seedDemoData(handle.db, now);
    await seedCatalogReference(handle.db);
  });
  afterAll(() => handle.close());

  it("adds approved shops with valid identity numbers and their products", async () => {
    expect(await seedDemoCatalog(handle.db, now)).toBe(true);
    const shops = await handle.db
      .select()
      .from(sellers)
      .innerJoin(userRoles, eq(userRoles.userId, sellers.userId));
    expect(shops).toHaveLength(demoShops.length);
    for (const { sellers: shop, user_roles: held } of shops) {
      expect(shop.reviewStatus).toBe("approved");
      expect(held).toMatchObject({ role: "seller", registration: "complete" });
      expect(shop.storeNameEn).toMatch(/^[A-Za-z][A-Za-z -]+$/);
      expect(shop.provinceId).not.toBeNull();
      expect(shop.cityId).not.toBeNull();
      expect(isValidNationalCode(shop.nationalCode)).toBe(true);
      expect(isValidSheba(shop.sheba)).toBe(true);
      expect(isValidIban(shop.iban)).toBe(true);
      expect(isValidCardNumber(shop.cardNumber)).toBe(true);
    }
    expect(await count(handle, products)).toBe(demoProducts.length);
  });

  it("prices in rials with the discount rounded to whole toman, and a normalised search text", async () => {
    const rows = await handle.db.select().from(products);
    for (const row of rows) {
      const expected = Math.round(((row.priceRials / 10) * (100 - row.discountPercent)) / 100) * 10;
      expect(row.discountedPriceRials).toBe(expected);
      expect(row.priceRials % 10).toBe(0);
      expect(row.searchDocument).toBe(normalizeSearchText(row.searchDocument));
      expect(row.searchDocument).toContain(normalizeSearchText(row.name));
      expect(row.searchDocument).toContain(normalizeSearchText(row.latinName ?? ""));
      expect(row.isActive).toBe(true);
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    const saffron = rows.find((row) => row.latinName === "Qaenat Sargol Saffron");
    // Select values read as their titles in both languages, so "export" finds the product.
    expect(saffron?.searchDocument).toContain("صادراتی");
    expect(saffron?.searchDocument).toContain("export");
  });

  it("stores property values, dates as days before the seeding day", async () => {
    const [saffron] = await handle.db
      .select()
      .from(products)
      .where(eq(products.latinName, "Qaenat Sargol Saffron"));
    const values = await handle.db
      .select({ key: categoryProperties.key, value: productProperties.value })
      .from(productProperties)
      .innerJoin(categoryProperties, eq(categoryProperties.id, productProperties.propertyId))
      .where(eq(productProperties.productId, saffron?.id ?? 0));
    expect(Object.fromEntries(values.map((row) => [row.key, row.value]))).toEqual({
      saffron_type: "sargol",
      grade: "export",
      coloring_strength: "258",
      form: "whole",
      origin: "IR-29",
      harvest_date: "2026-09-10",
    });
  });

  it("runs once", async () => {
    expect(await seedDemoCatalog(handle.db, now)).toBe(false);
    expect(await count(handle, products)).toBe(demoProducts.length);
  });
});
