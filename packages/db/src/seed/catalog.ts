import {
  isValidCardNumber,
  isValidIban,
  isValidNationalCode,
  isValidSheba,
} from "@kesht/contracts";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../client";
import {
  banners,
  categories,
  categoryProperties,
  cities,
  countries,
  packageTypes,
  productProperties,
  products,
  productVariants,
  propertyOptionSubcategories,
  provinces,
  sellers,
  stockTypes,
  userRoles,
  users,
} from "../schema";
import { productSearchDocument } from "../search-document";
import {
  bannerSeeds,
  type CategorySeed,
  catalogCategories,
  type OptionSeed,
  type PropertySeed,
  packageTypeSeeds,
  stockTypeSeeds,
  varietyPropertyOf,
} from "./catalog-data";
import { type DemoProduct, demoProducts, demoShops } from "./demo-catalog-data";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

const DAY_MS = 24 * 60 * 60 * 1000;
const RIALS_PER_TOMAN = 10;

async function isEmpty(db: Database | Tx, table: PgTable) {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(table);
  return (row?.count ?? 0) === 0;
}

/**
 * Seeds the catalogue's reference data when the categories table is empty: on a new
 * database, and on one created before the catalogue existed. Units, package types and
 * banners are added only where their tables are empty too, so nothing an admin wrote is
 * duplicated. Returns whether it seeded.
 */
export async function seedCatalogReference(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Serialises two servers starting on one new database: the second waits, then sees rows.
    await tx.execute(sql`lock table ${categories} in share row exclusive mode`);
    if (!(await isEmpty(tx, categories))) return false;

    for (const [index, category] of catalogCategories.entries()) {
      await insertCategory(tx, category, index);
    }
    if (await isEmpty(tx, stockTypes)) {
      await tx
        .insert(stockTypes)
        .values(stockTypeSeeds.map((unit, index) => ({ ...unit, sortOrder: index })));
    }
    if (await isEmpty(tx, packageTypes)) {
      await tx
        .insert(packageTypes)
        .values(packageTypeSeeds.map((type, index) => ({ ...type, sortOrder: index })));
    }
    if (await isEmpty(tx, banners)) {
      const slugIds = await categoryIdsBySlug(tx);
      await tx.insert(banners).values(
        bannerSeeds.map((banner, index) => {
          const categoryId = banner.categorySlug ? slugIds.get(banner.categorySlug) : undefined;
          return {
            position: banner.position,
            appName: "web",
            titleFa: banner.titleFa,
            titleEn: banner.titleEn,
            subtitleFa: banner.subtitleFa,
            subtitleEn: banner.subtitleEn,
            imageUrl: banner.imageUrl,
            linkUrl: categoryId
              ? `/customer/products?category_id=${categoryId}`
              : "/customer/categories",
            sortOrder: index,
          };
        }),
      );
    }
    return true;
  });
}

async function insertCategory(tx: Tx, category: CategorySeed, sortOrder: number) {
  const [parent] = await tx
    .insert(categories)
    .values({
      slug: category.slug,
      nameFa: category.nameFa,
      nameEn: category.nameEn,
      icon: category.icon,
      sortOrder,
    })
    .returning({ id: categories.id });
  if (!parent) throw new Error(`could not insert category ${category.slug}`);
  const subcategoryRows = await tx
    .insert(categories)
    .values(
      category.subcategories.map((subcategory, index) => ({
        parentId: parent.id,
        slug: subcategory.slug,
        nameFa: subcategory.nameFa,
        nameEn: subcategory.nameEn,
        icon: category.icon,
        sortOrder: index,
      })),
    )
    .returning({ id: categories.id, slug: categories.slug });
  const propertyRows = await tx
    .insert(categoryProperties)
    .values(
      category.properties.map((property, index) => ({
        categoryId: parent.id,
        key: property.key,
        nameFa: property.nameFa,
        nameEn: property.nameEn,
        kind: property.kind,
        options: [...(property.options ?? [])],
        unitFa: property.unitFa ?? null,
        unitEn: property.unitEn ?? null,
        isRequired: property.required ?? false,
        sortOrder: index,
      })),
    )
    .returning({ id: categoryProperties.id, key: categoryProperties.key });

  // Each subcategory's varieties are offered to its products only.
  const variety = varietyPropertyOf(category);
  const varietyId = propertyRows.find((row) => row.key === variety?.key)?.id;
  const scopes = category.subcategories.flatMap((subcategory) => {
    const subcategoryId = subcategoryRows.find((row) => row.slug === subcategory.slug)?.id;
    if (varietyId === undefined || subcategoryId === undefined) return [];
    return (subcategory.varieties ?? []).map((optionValue) => ({
      propertyId: varietyId,
      optionValue,
      subcategoryId,
    }));
  });
  if (scopes.length > 0) await tx.insert(propertyOptionSubcategories).values(scopes);
}

async function categoryIdsBySlug(db: Database | Tx): Promise<Map<string, number>> {
  const rows = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  return new Map(rows.map((row) => [row.slug, row.id]));
}

// ---------------------------------------------------------------------------------------------
// Identity numbers for demo and scale-seed shops: valid by their check digits, made up.
// ---------------------------------------------------------------------------------------------

/** A national code with a valid check digit, from a 9-digit serial. */
export function nationalCodeFor(serial: number): string {
  const body = String(serial % 1_000_000_000).padStart(9, "0");
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (10 - index), 0);
  const remainder = sum % 11;
  const code = `${body}${remainder < 2 ? remainder : 11 - remainder}`;
  return isValidNationalCode(code) ? code : nationalCodeFor(serial + 1);
}

function mod97(digits: string): number {
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder;
}

/** An IBAN with valid check digits for a country and an all-digit account (BBAN). */
function ibanFor(country: string, bban: string): string {
  const letters = [...country].map((letter) => String(letter.charCodeAt(0) - 55)).join("");
  const check = 98 - mod97(`${bban}${letters}00`);
  return `${country}${String(check).padStart(2, "0")}${bban}`;
}

/** A Sheba (Iranian IBAN) at a real bank code with a made-up account number. */
export function shebaFor(serial: number): string {
  const sheba = ibanFor("IR", `0170000000${String(serial).padStart(12, "0")}`);
  if (!isValidSheba(sheba)) throw new Error(`invalid demo sheba ${sheba}`);
  return sheba;
}

/** A UAE IBAN (bank code 033) with a made-up account number. */
export function uaeIbanFor(serial: number): string {
  const iban = ibanFor("AE", `033${String(serial).padStart(16, "0")}`);
  if (!isValidIban(iban)) throw new Error(`invalid demo IBAN ${iban}`);
  return iban;
}

/** A 16-digit card number on an Iranian bank prefix with a valid Luhn digit. */
export function cardNumberFor(serial: number): string {
  const body = `603799${String(serial).padStart(9, "0")}`;
  for (let check = 0; check <= 9; check++) {
    if (isValidCardNumber(`${body}${check}`)) return `${body}${check}`;
  }
  throw new Error("no Luhn digit");
}

// ---------------------------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------------------------

/** The discounted price in rials: whole toman, never below one toman (as the catalogue does). */
export function discountedPriceRials(priceRials: number, discountPercent: number): number {
  const toman = Math.round(((priceRials / RIALS_PER_TOMAN) * (100 - discountPercent)) / 100);
  return Math.max(1, toman) * RIALS_PER_TOMAN;
}

/** A property of a category as loaded from the database, for turning values into text. */
export interface LoadedProperty {
  id: number;
  key: string;
  kind: string;
  options: OptionSeed[];
}

/** How a value reads in the search document: a select's option titles, else the value. */
export function propertyTexts(
  property: Pick<PropertySeed | LoadedProperty, "kind" | "options">,
  value: string,
): string[] {
  if (property.kind !== "select") return [value];
  const choice = property.options?.find((candidate) => candidate.value === value);
  return choice ? [choice.title, choice.title_en] : [value];
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Everything the seeds need from the reference tables, keyed by slug and code. */
export async function loadCatalogReference(db: Database | Tx) {
  const categoryRows = await db.select().from(categories);
  const propertyRows = await db.select().from(categoryProperties);
  const unitRows = await db.select().from(stockTypes);
  const bySlug = new Map(categoryRows.map((row) => [row.slug, row]));
  const propertiesByCategory = new Map<number, Map<string, LoadedProperty>>();
  for (const row of propertyRows) {
    const byKey = propertiesByCategory.get(row.categoryId) ?? new Map<string, LoadedProperty>();
    byKey.set(row.key, { id: row.id, key: row.key, kind: row.kind, options: row.options });
    propertiesByCategory.set(row.categoryId, byKey);
  }
  return {
    category(slug: string) {
      const row = bySlug.get(slug);
      if (!row) throw new Error(`the catalogue has no category ${slug}`);
      return row;
    },
    properties(categoryId: number) {
      return propertiesByCategory.get(categoryId) ?? new Map<string, LoadedProperty>();
    },
    unitId(code: string) {
      const row = unitRows.find((unit) => unit.code === code);
      if (!row) throw new Error(`the catalogue has no stock type ${code}`);
      return row.id;
    },
  };
}

/** Demo shops' mobile numbers: 0993 000 00xx, a range no sign-up test uses. */
export function demoShopMobile(index: number): string {
  return `0993000${String(index + 1).padStart(4, "0")}`;
}

/**
 * Demo shops, approved, and their products, for a new database (after `seedDemoData` and
 * `seedCatalogReference`). Skipped when the first demo shop already exists.
 */
export async function seedDemoCatalog(db: Database, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.mobile, demoShopMobile(0)));
    if (existing) return false;

    const reference = await loadCatalogReference(tx);
    const [iran] = await tx.select().from(countries).where(eq(countries.code, "IR"));
    const provinceRows = await tx
      .select()
      .from(provinces)
      .where(inArray(provinces.code, [...new Set(demoShops.map((shop) => shop.provinceCode))]));

    const sellerIds = new Map<string, number>();
    for (const [index, shop] of demoShops.entries()) {
      const province = provinceRows.find((row) => row.code === shop.provinceCode);
      if (!province) throw new Error(`the geography seed has no province ${shop.provinceCode}`);
      const [city] = await tx
        .select()
        .from(cities)
        .where(and(eq(cities.provinceId, province.id), eq(cities.code, shop.cityCode)));
      if (!city) throw new Error(`the geography seed has no city ${shop.cityCode}`);
      const joined = new Date(now.getTime() - (60 + index * 7) * DAY_MS);
      const [user] = await tx
        .insert(users)
        .values({
          mobile: demoShopMobile(index),
          name: shop.ownerName,
          countryId: iran?.id ?? null,
          createdAt: joined,
          updatedAt: joined,
        })
        .returning({ id: users.id });
      if (!user) throw new Error(`could not insert the owner of ${shop.key}`);
      await tx.insert(userRoles).values({
        userId: user.id,
        role: "seller",
        createdAt: joined,
        updatedAt: joined,
      });
      await tx.insert(sellers).values({
        userId: user.id,
        storeName: shop.storeName,
        storeNameEn: shop.storeNameEn,
        managerFullName: shop.managerFullName,
        nationalCode: nationalCodeFor(138_400_100 + index * 7919),
        sheba: shebaFor(5_100_200 + index),
        iban: uaeIbanFor(7_300_400 + index),
        cardNumber: cardNumberFor(410_000 + index * 31),
        provinceId: province.id,
        cityId: city.id,
        latitude: shop.latitude,
        longitude: shop.longitude,
        reviewStatus: "approved",
        reviewedAt: new Date(joined.getTime() + DAY_MS),
        createdAt: joined,
        updatedAt: joined,
      });
      sellerIds.set(shop.key, user.id);
    }

    for (const [index, product] of demoProducts.entries()) {
      const sellerId = sellerIds.get(product.shop);
      if (!sellerId) throw new Error(`no demo shop ${product.shop}`);
      await insertDemoProduct(tx, reference, sellerId, product, now, index);
    }
    return true;
  });
}

async function insertDemoProduct(
  tx: Tx,
  reference: Awaited<ReturnType<typeof loadCatalogReference>>,
  sellerId: number,
  product: DemoProduct,
  now: Date,
  index: number,
) {
  const category = reference.category(product.category);
  const subcategory = reference.category(product.subcategory);
  if (subcategory.parentId !== category.id) {
    throw new Error(`${product.subcategory} is not a subcategory of ${product.category}`);
  }
  const properties = reference.properties(category.id);
  const values: { propertyId: number; value: string; texts: string[] }[] = [];
  for (const [key, raw] of Object.entries(product.properties ?? {})) {
    const property = properties.get(key);
    if (!property) throw new Error(`${product.category} has no property ${key}`);
    const value =
      property.kind === "date"
        ? isoDate(new Date(now.getTime() - Number(raw) * DAY_MS))
        : String(raw);
    values.push({ propertyId: property.id, value, texts: propertyTexts(property, value) });
  }
  const priceRials = product.priceToman * RIALS_PER_TOMAN;
  const discount = product.discount ?? 0;
  // Listed in the morning of its day, a few minutes apart, so "newest" has a stable order.
  const listed = new Date(now.getTime() - product.listedDaysAgo * DAY_MS - index * 60_000);
  const [row] = await tx
    .insert(products)
    .values({
      sellerId,
      name: product.name,
      latinName: product.latinName,
      categoryId: category.id,
      subcategoryId: subcategory.id,
      stockTypeId: reference.unitId(product.unit),
      priceRials,
      discountPercent: discount,
      discountedPriceRials: discountedPriceRials(priceRials, discount),
      preparationDays: product.preparationDays ?? 0,
      description: product.description,
      latinDescription: product.latinDescription,
      searchDocument: productSearchDocument({
        name: product.name,
        latinName: product.latinName,
        description: product.description,
        latinDescription: product.latinDescription,
        categoryTitles: [category.nameFa, category.nameEn, subcategory.nameFa, subcategory.nameEn],
        propertyTexts: values.flatMap((value) => value.texts),
      }),
      createdAt: listed,
      updatedAt: listed,
    })
    .returning({ id: products.id });
  if (!row) throw new Error(`could not insert ${product.latinName}`);
  await tx.insert(productVariants).values({
    productId: row.id,
    priceRials,
    discountPercent: discount,
    discountedPriceRials: discountedPriceRials(priceRials, discount),
    stock: product.stock,
    stockTypeId: reference.unitId(product.unit),
    createdAt: listed,
    updatedAt: listed,
  });
  if (values.length > 0) {
    await tx
      .insert(productProperties)
      .values(values.map(({ propertyId, value }) => ({ productId: row.id, propertyId, value })));
  }
}
