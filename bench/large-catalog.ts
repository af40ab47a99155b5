/*
 * The scale seed: 2,000 approved shops and 100,000 products built from the catalogue's
 * taxonomy (product names, varieties, places, price ranges), so searches and lists meet the
 * spread of a real marketplace. Every product is a pure function of its index, so an
 * interrupted run continues where it stopped and a finished one is left alone.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import {
  type Database,
  type DatabaseHandle,
  isDatabaseEmpty,
  openDatabase,
  productSearchDocument,
  schema,
  seedCatalogReference,
  seedDemoData,
} from "@kesht/db";
import { eq, inArray, like, sql } from "drizzle-orm";
import { type Random, seededRandom } from "../apps/api/src/fuzz/prng";
import {
  cardNumberFor,
  discountedPriceRials,
  isoDate,
  type LoadedProperty,
  loadCatalogReference,
  nationalCodeFor,
  propertyTexts,
  shebaFor,
  uaeIbanFor,
} from "../packages/db/src/seed/catalog";
import {
  type CategorySeed,
  catalogCategories,
  type Names,
  packageTypeSeeds,
  type StockTypeCode,
  type SubcategorySeed,
  varietyPropertyKeys,
} from "../packages/db/src/seed/catalog-data";

const {
  cities,
  countries,
  productProperties,
  products,
  productVariants,
  provinces,
  sellers,
  userRoles,
  users,
} = schema;

export const largeSeedSize = { sellers: 2_000, products: 100_000 } as const;

/** Scale-seed shops' mobile numbers: 0994 and the shop's index, a range nothing else uses. */
const MOBILE_PREFIX = "0994";
const mobileFor = (index: number) => `${MOBILE_PREFIX}${String(index).padStart(7, "0")}`;

const DAY_MS = 24 * 60 * 60 * 1000;
const PRODUCT_BATCH = 1_000;

const storeKinds: Names[] = [
  ["باغ", "Orchard"],
  ["مزرعه", "Farm"],
  ["فروشگاه", "Store"],
  ["بازرگانی", "Trading"],
  ["کشت و صنعت", "Agro-industry"],
  ["تعاونی", "Cooperative"],
  ["محصولات", "Products"],
  ["عمده‌فروشی", "Wholesale"],
];
const familyNames = [
  "احمدی",
  "رحیمی",
  "کریمی",
  "حسینی",
  "محمدی",
  "رضایی",
  "موسوی",
  "جعفری",
  "قاسمی",
  "صادقی",
  "نوروزی",
  "کاظمی",
  "اکبری",
  "یزدانی",
  "کرمانی",
  "شیرازی",
  "تبریزی",
  "بختیاری",
  "گیلانی",
  "سلیمانی",
];
const firstNames = ["علی", "حسن", "رضا", "مهدی", "محمد", "زهرا", "فاطمه", "مریم", "حسین", "سارا"];

const adjectives: Names[] = [
  ["درجه یک", "First Grade"],
  ["صادراتی", "Export"],
  ["ممتاز", "Premium"],
  ["ارگانیک", "Organic"],
  ["محلی", "Local"],
  ["اعلا", "Superior"],
  ["تازه", "Fresh"],
  ["درشت", "Large"],
  ["دست‌چین", "Hand-Picked"],
];

const qualities: Names[] = [
  ["برداشت امسال", "this year's harvest"],
  ["سورت‌شده و یکدست", "sorted and even"],
  ["بی‌واسطه از تولیدکننده", "direct from the grower"],
  ["بسته‌بندی بهداشتی", "hygienically packed"],
  ["با کیفیت صادراتی", "export quality"],
  ["نگهداری‌شده در سردخانه", "kept in cold storage"],
  ["با ضمانت مرجوعی", "returns accepted"],
];

/** Stock ranges by unit, and whether stock may be fractional. */
const stockRange: Record<StockTypeCode, [number, number]> = {
  kg: [20, 20_000],
  ton: [1, 300],
  gram: [50, 5_000],
  mesghal: [20, 500],
  piece: [10, 5_000],
  box: [5, 500],
  bunch: [5, 300],
  litre: [20, 2_000],
  head: [1, 80],
  tray: [10, 600],
};

/** Prices people ask are round: to 100, 500, 1,000 or 10,000 toman depending on size. */
function roundPrice(toman: number): number {
  const step = toman >= 1_000_000 ? 10_000 : toman >= 100_000 ? 1_000 : toman >= 10_000 ? 500 : 100;
  return Math.max(step, Math.round(toman / step) * step);
}

/** "فندقی (اوحدی)" → "فندقی": the parenthesis explains an option, a title does not need it. */
const bare = (title: string) => title.replace(/\s*\(.*\)\s*$/, "");

interface Geography {
  iranId: number;
  places: {
    provinceId: number;
    provinceCode: string;
    cityId: number;
    cityFa: string;
    cityEn: string;
  }[];
}

async function loadGeography(db: Database): Promise<Geography> {
  const [iran] = await db.select().from(countries).where(eq(countries.code, "IR"));
  if (!iran) throw new Error("the geography is not seeded");
  const rows = await db
    .select({
      provinceId: provinces.id,
      provinceCode: provinces.code,
      cityId: cities.id,
      cityFa: cities.nameFa,
      cityEn: cities.nameEn,
    })
    .from(cities)
    .innerJoin(provinces, eq(provinces.id, cities.provinceId))
    .where(eq(provinces.countryId, iran.id));
  return { iranId: iran.id, places: rows };
}

interface ShopPlan {
  index: number;
  storeName: string;
  place: Geography["places"][number];
  categories: readonly CategorySeed[];
}

/** What shop `index` is: its name, town and the one or two categories it sells. */
function planShop(index: number, geography: Geography): ShopPlan {
  // The fuzz tier's generator (mulberry32), seeded per shop or product.
  const rng = seededRandom(index * 7_919 + 17);
  const place = rng.pick(geography.places);
  const main = catalogCategories[index % catalogCategories.length] as CategorySeed;
  const second = rng.chance(0.35) ? rng.pick(catalogCategories) : undefined;
  const shopCategories = second && second !== main ? [main, second] : [main];
  const [kind] = rng.pick(storeKinds);
  const storeName = rng.chance(0.5)
    ? `${kind} ${main.nameFa} ${place.cityFa}`
    : rng.chance(0.5)
      ? `${kind} ${rng.pick(familyNames)}`
      : `${main.nameFa} ${rng.pick(firstNames)} ${rng.pick(familyNames)}`;
  return { index, storeName, place, categories: shopCategories };
}

async function seedShops(db: Database, geography: Geography, now: Date) {
  const existing = await db
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(like(users.mobile, `${MOBILE_PREFIX}%`));
  if (existing.length >= largeSeedSize.sellers) return;
  if (existing.length > 0) {
    throw new Error(
      `found ${existing.length} of ${largeSeedSize.sellers} scale-seed shops: the database holds a partial seed from elsewhere; use a new one`,
    );
  }
  await db.transaction(async (tx) => {
    for (let start = 0; start < largeSeedSize.sellers; start += 500) {
      const plans = Array.from({ length: Math.min(500, largeSeedSize.sellers - start) }, (_, i) =>
        planShop(start + i, geography),
      );
      const joined = (plan: ShopPlan) =>
        new Date(now.getTime() - (400 + (plan.index % 300)) * DAY_MS);
      const userRows = await tx
        .insert(users)
        .values(
          plans.map((plan) => ({
            mobile: mobileFor(plan.index),
            name: `${firstNames[plan.index % firstNames.length]} ${familyNames[plan.index % familyNames.length]}`,
            countryId: geography.iranId,
            createdAt: joined(plan),
            updatedAt: joined(plan),
          })),
        )
        .returning({ id: users.id, mobile: users.mobile });
      const idOf = new Map(userRows.map((row) => [row.mobile, row.id]));
      await tx
        .insert(userRoles)
        .values(userRows.map((row) => ({ userId: row.id, role: "seller", createdAt: now })));
      await tx.insert(sellers).values(
        plans.map((plan) => ({
          userId: idOf.get(mobileFor(plan.index)) as number,
          storeName: plan.storeName,
          // The API's start-up gives every shop still named in Persian a Latin name.
          storeNameEn: plan.storeName,
          managerFullName: `${firstNames[(plan.index * 3) % firstNames.length]} ${familyNames[(plan.index * 7) % familyNames.length]}`,
          nationalCode: nationalCodeFor(200_000_000 + plan.index * 37),
          sheba: shebaFor(8_000_000 + plan.index),
          iban: uaeIbanFor(9_000_000 + plan.index),
          cardNumber: cardNumberFor(600_000 + plan.index),
          provinceId: plan.place.provinceId,
          cityId: plan.place.cityId,
          reviewStatus: "approved" as const,
          reviewedAt: joined(plan),
          createdAt: joined(plan),
          updatedAt: joined(plan),
        })),
      );
    }
  });
}

type Reference = Awaited<ReturnType<typeof loadCatalogReference>>;

interface ProductPlan {
  row: typeof products.$inferInsert;
  /** Its single variant's stock (the rest of the variant is the row's price and unit). */
  stock: number;
  properties: { propertyId: number; value: string }[];
}

/** Product `index`: a pure function of the index and the shops, so runs are reproducible. */
function planProduct(
  index: number,
  shops: readonly (ShopPlan & { sellerId: number })[],
  reference: Reference,
  now: Date,
): ProductPlan {
  const rng = seededRandom(index * 2_654_435_761 + 101);
  // A few big shops and many small ones, as in any marketplace.
  const shop = shops[Math.floor(rng.next() ** 1.6 * shops.length)] as (typeof shops)[number];
  const category = rng.pick(shop.categories);
  const subcategory = rng.pick(category.subcategories) as SubcategorySeed;
  const categoryRow = reference.category(category.slug);
  const subcategoryRow = reference.category(subcategory.slug);
  const properties = reference.properties(categoryRow.id);

  const chosen = new Map<string, string>();
  let [nameFa, nameEn] = rng.pick(subcategory.products);
  const varietyProperty = [...properties.values()].find(
    (property) => property.kind === "select" && varietyPropertyKeys.includes(property.key),
  );
  if (subcategory.namedByVariety && subcategory.varieties && varietyProperty && rng.chance(0.6)) {
    const value = rng.pick(subcategory.varieties);
    const option = varietyProperty.options.find((candidate) => candidate.value === value);
    if (option) {
      nameFa = `${subcategory.namedByVariety[0]} ${bare(option.title)}`;
      nameEn = `${bare(option.title_en)} ${subcategory.namedByVariety[1]}`;
      chosen.set(varietyProperty.key, value);
    }
  }
  const adjective = rng.chance(0.35) ? rng.pick(adjectives) : undefined;
  const place = rng.chance(0.4) ? rng.pick(category.places) : undefined;
  const name = [nameFa, adjective?.[0], place?.[0]].filter(Boolean).join(" ");
  const latinName = [adjective?.[1], place?.[1], nameEn].filter(Boolean).join(" ");

  for (const property of properties.values()) {
    if (chosen.has(property.key)) continue;
    const value =
      property === varietyProperty
        ? varietyValue(rng, property, subcategory, category)
        : propertyValue(rng, property, shop, category, now);
    if (value !== undefined) chosen.set(property.key, value);
  }

  const [low, high] = subcategory.priceToman;
  const priceRials = roundPrice(low + (high - low) * rng.next()) * 10;
  const discount = rng.chance(0.2) ? rng.pick([5, 5, 10, 10, 10, 15, 15, 20, 25, 30, 40]) : 0;
  const [minStock, maxStock] = stockRange[subcategory.unit];
  const fractional = ["kg", "ton", "litre"].includes(subcategory.unit) && rng.chance(0.2);
  const stock = fractional
    ? Math.round((minStock + (maxStock - minStock) * rng.next()) * 10) / 10
    : rng.int(minStock, maxStock);
  const quality = rng.pick(qualities);
  const packaging = rng.pick(packageTypeSeeds);
  const description = `${name}، ${quality[0]}. ارسال از ${shop.place.cityFa} در ${packaging.nameFa}؛ ${shop.storeName}.`;
  const latinDescription = `${latinName}, ${quality[1]}. Ships from ${shop.place.cityEn} in ${packaging.nameEn.toLowerCase()}.`;
  const listed = new Date(now.getTime() - rng.next() * 365 * DAY_MS);

  const values = [...chosen.entries()].map(([key, value]) => {
    const property = properties.get(key) as LoadedProperty;
    return { property, value };
  });
  return {
    stock,
    row: {
      sellerId: shop.sellerId,
      name,
      latinName,
      categoryId: categoryRow.id,
      subcategoryId: subcategoryRow.id,
      stockTypeId: reference.unitId(subcategory.unit),
      priceRials,
      discountPercent: discount,
      discountedPriceRials: discountedPriceRials(priceRials, discount),
      preparationDays: rng.int(0, 5),
      description,
      latinDescription,
      // About one in twenty is switched off by its seller.
      isActive: !rng.chance(0.05),
      searchDocument: productSearchDocument({
        name,
        latinName,
        description,
        latinDescription,
        categoryTitles: [
          categoryRow.nameFa,
          categoryRow.nameEn,
          subcategoryRow.nameFa,
          subcategoryRow.nameEn,
        ],
        propertyTexts: values.flatMap(({ property, value }) => propertyTexts(property, value)),
      }),
      createdAt: listed,
      updatedAt: listed,
    },
    properties: values.map(({ property, value }) => ({ propertyId: property.id, value })),
  };
}

/** A variety that belongs to the product's subcategory (never a citrus variety on an apple). */
function varietyValue(
  rng: Random,
  property: LoadedProperty,
  subcategory: SubcategorySeed,
  category: CategorySeed,
): string | undefined {
  const required = category.properties.find((seed) => seed.key === property.key)?.required;
  if (!required && !rng.chance(0.5)) return undefined;
  if (subcategory.varieties?.length) return rng.pick(subcategory.varieties);
  const other = property.options.find((option) => option.value === "other");
  return required ? (other ?? rng.pick(property.options)).value : undefined;
}

function propertyValue(
  rng: Random,
  property: LoadedProperty,
  shop: ShopPlan,
  category: CategorySeed,
  now: Date,
): string | undefined {
  const seed = category.properties.find((candidate) => candidate.key === property.key);
  const required = seed?.required ?? false;
  if (property.key === "origin") {
    if (!required && !rng.chance(0.6)) return undefined;
    return rng.chance(0.7) ? shop.place.provinceCode : rng.pick(property.options).value;
  }
  switch (property.kind) {
    case "select":
      return required || rng.chance(0.5) ? rng.pick(property.options).value : undefined;
    case "number": {
      if (!required && !rng.chance(0.4)) return undefined;
      const [low, high] = seed?.range ?? [1, 100];
      return String(Math.round((low + (high - low) * rng.next()) * 10) / 10);
    }
    case "date":
      return required || rng.chance(0.5)
        ? isoDate(new Date(now.getTime() - rng.int(1, 300) * DAY_MS))
        : undefined;
    default:
      // Free text (a seedling's variety) is left for sellers to write.
      return undefined;
  }
}

export type LargeSeedProgress = (message: string) => void;

/**
 * Seeds the scale data into a migrated database that already holds the geography and the
 * catalogue reference. Returns how many products it added (0 when the seed is complete).
 */
export async function seedLargeCatalog(
  db: Database,
  log: LargeSeedProgress = () => {},
  now = new Date(),
): Promise<number> {
  const geography = await loadGeography(db);
  const reference = await loadCatalogReference(db);
  await seedShops(db, geography, now);
  const shopRows = await db
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(like(users.mobile, `${MOBILE_PREFIX}%`));
  const sellerIdOf = new Map(shopRows.map((row) => [row.mobile, row.id]));
  const shops = Array.from({ length: largeSeedSize.sellers }, (_, index) => ({
    ...planShop(index, geography),
    sellerId: sellerIdOf.get(mobileFor(index)) as number,
  }));

  const [done] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(
      inArray(
        products.sellerId,
        shopRows.map((row) => row.id),
      ),
    );
  const first = done?.count ?? 0;
  if (first >= largeSeedSize.products) return 0;
  if (first > 0) log(`continuing after ${first.toLocaleString("en")} products`);

  const started = performance.now();
  for (let start = first; start < largeSeedSize.products; start += PRODUCT_BATCH) {
    const plans = Array.from(
      { length: Math.min(PRODUCT_BATCH, largeSeedSize.products - start) },
      (_, i) => planProduct(start + i, shops, reference, now),
    );
    await db.transaction(async (tx) => {
      const ids = await tx
        .insert(products)
        .values(plans.map((plan) => plan.row))
        .returning({ id: products.id });
      // RETURNING gives the rows in the order of the VALUES list.
      const values = plans.flatMap((plan, i) =>
        plan.properties.map((property) => ({ productId: ids[i]?.id as number, ...property })),
      );
      for (let at = 0; at < values.length; at += 5_000) {
        await tx.insert(productProperties).values(values.slice(at, at + 5_000));
      }
      await tx.insert(productVariants).values(
        plans.map(({ row, stock }, i) => ({
          productId: ids[i]?.id as number,
          priceRials: row.priceRials,
          discountPercent: row.discountPercent,
          discountedPriceRials: row.discountedPriceRials,
          stock,
          stockTypeId: row.stockTypeId,
        })),
      );
    });
    const inserted = start + plans.length;
    if (inserted % 10_000 === 0 || inserted === largeSeedSize.products) {
      const seconds = (performance.now() - started) / 1000;
      const rate = Math.round((inserted - first) / seconds);
      log(
        `${inserted.toLocaleString("en")} products (${seconds.toFixed(1)} s, ${rate.toLocaleString("en")}/s)`,
      );
    }
  }
  // Fresh statistics, so the planner sees 100k rows rather than the empty tables it knew.
  await db.execute(sql`analyze ${products}`);
  await db.execute(sql`analyze ${productProperties}`);
  await db.execute(sql`analyze ${productVariants}`);
  await db.execute(sql`analyze ${sellers}`);
  return largeSeedSize.products - first;
}

export interface LargeDatabaseOptions {
  /** A PostgreSQL server's database; without it, PGlite in `dataDir`. */
  databaseUrl?: string;
  /** The data directory, laid out as the API's (`<dataDir>/pglite`). */
  dataDir: string;
}

/**
 * Opens the benchmark database, migrates it and makes sure it holds the demo geography, the
 * catalogue reference and the scale seed, seeding what is missing.
 */
export async function openLargeDatabase(
  options: LargeDatabaseOptions,
  log: LargeSeedProgress = () => {},
): Promise<DatabaseHandle> {
  if (!options.databaseUrl) mkdirSync(options.dataDir, { recursive: true });
  const handle = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.databaseUrl ? undefined : path.join(options.dataDir, "pglite"),
  });
  try {
    await handle.migrate();
    if (await isDatabaseEmpty(handle.db)) await seedDemoData(handle.db);
    await seedCatalogReference(handle.db);
    const started = performance.now();
    const added = await seedLargeCatalog(handle.db, log);
    // The planner's statistics for the new rows now, not whenever autovacuum (a server) or the
    // API's job (PGlite) gets to them: a run must not measure plans made for empty tables.
    if (added > 0) await handle.db.execute(sql`analyze`);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    log(
      added > 0
        ? `seeded ${added.toLocaleString("en")} products in ${seconds} s`
        : "the scale seed is already complete: nothing to do",
    );
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}
