import { RIALS_PER_TOMAN, tomanToRials } from "@kesht/contracts";
import { inArray } from "drizzle-orm";
import type { Database } from "./client";
import {
  banners,
  categories,
  categoryProperties,
  cities,
  contentPages,
  countries,
  currencyRates,
  packageTypes,
  productImages,
  productProperties,
  products,
  productVariants,
  propertyOptionSubcategories,
  provinces,
  sellers,
  stockTypes,
  userRoles,
  users,
} from "./schema";
import { productSearchDocument } from "./search-document";

/**
 * Factories for tests and seeds: each makes one row with sensible defaults, and a test
 * overrides only what it is about. Unique fields get a fresh suffix so tests never collide.
 */
let sequence = 0;
function next(): number {
  sequence += 1;
  return sequence;
}

export async function createCountry(
  db: Database,
  overrides: Partial<typeof countries.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(countries)
    .values({
      code: `Z${n}`,
      nameEn: `Country ${n}`,
      nameFa: `کشور ${n}`,
      dialCode: "+0",
      ...overrides,
    })
    .returning();
  return row as typeof countries.$inferSelect;
}

export async function createProvince(
  db: Database,
  values: Pick<typeof provinces.$inferInsert, "countryId"> & Partial<typeof provinces.$inferInsert>,
) {
  const n = next();
  const [row] = await db
    .insert(provinces)
    .values({ code: `P-${n}`, nameEn: `Province ${n}`, nameFa: `استان ${n}`, ...values })
    .returning();
  return row as typeof provinces.$inferSelect;
}

export async function createCity(
  db: Database,
  values: Pick<typeof cities.$inferInsert, "provinceId"> & Partial<typeof cities.$inferInsert>,
) {
  const n = next();
  const [row] = await db
    .insert(cities)
    .values({ code: `city-${n}`, nameEn: `City ${n}`, nameFa: `شهر ${n}`, ...values })
    .returning();
  return row as typeof cities.$inferSelect;
}

export async function createRate(
  db: Database,
  values: Pick<typeof currencyRates.$inferInsert, "pair" | "rate"> &
    Partial<typeof currencyRates.$inferInsert>,
) {
  const [row] = await db
    .insert(currencyRates)
    .values({ source: "factory", ...values })
    .returning();
  return row as typeof currencyRates.$inferSelect;
}

export async function createContentPage(
  db: Database,
  values: Pick<typeof contentPages.$inferInsert, "contentName"> &
    Partial<typeof contentPages.$inferInsert>,
) {
  const [row] = await db
    .insert(contentPages)
    .values({
      titleEn: "Title",
      titleFa: "عنوان",
      bodyEn: "<p>Body</p>",
      bodyFa: "<p>متن</p>",
      ...values,
    })
    .returning();
  return row as typeof contentPages.$inferSelect;
}

type UserInsert = typeof users.$inferInsert;
type RoleRow = typeof userRoles.$inferSelect;

/**
 * A user with a fresh, valid Iranian mobile number (0990…, unlikely to be a real person's),
 * holding `role` (none when absent or null) at `registration` (complete by default). The row
 * comes back with `role` and `registration` beside the user's columns.
 */
export async function createUser(
  db: Database,
  overrides: Partial<UserInsert> & {
    role?: string | null;
    registration?: string;
  } = {},
) {
  const { role = null, registration, ...values } = overrides;
  const suffix = String(next()).padStart(7, "0");
  const [row] = await db
    .insert(users)
    .values({ mobile: `0990${suffix}`, ...values })
    .returning();
  const user = row as typeof users.$inferSelect;
  if (role) await addRole(db, user.id, role, registration ?? "complete");
  return { ...user, role, registration: role ? (registration ?? "complete") : "none" };
}

/** Gives an existing user one more role. */
export async function addRole(
  db: Database,
  userId: number,
  role: string,
  registration = "complete",
): Promise<RoleRow> {
  const [row] = await db.insert(userRoles).values({ userId, role, registration }).returning();
  return row as RoleRow;
}

/**
 * A shop for a user (a new seller user when `userId` is not given). Approved by default,
 * since most catalogue tests are about what customers see; pass `reviewStatus` for others.
 */
export async function createSeller(
  db: Database,
  overrides: Partial<typeof sellers.$inferInsert> = {},
) {
  const n = next();
  const userId =
    overrides.userId ??
    (await createUser(db, { role: "seller", registration: "complete", name: `Seller ${n}` })).id;
  const [row] = await db
    .insert(sellers)
    .values({
      storeName: `Farm shop ${n}`,
      storeNameEn: `Farm shop ${n}`,
      managerFullName: `Manager ${n}`,
      nationalCode: "0499370899",
      sheba: "IR062960000000100324200001",
      iban: "AE070331234567890123456",
      cardNumber: "6037991234567893",
      reviewStatus: "approved",
      ...overrides,
      userId,
    })
    .returning();
  return row as typeof sellers.$inferSelect;
}

/** A top-level category, or a subcategory when `parentId` is given. */
export async function createCategory(
  db: Database,
  overrides: Partial<typeof categories.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(categories)
    .values({
      slug: `category-${n}`,
      nameFa: `دسته ${n}`,
      nameEn: `Category ${n}`,
      sortOrder: n,
      ...overrides,
    })
    .returning();
  return row as typeof categories.$inferSelect;
}

/** A property of a category; a `text` one unless `kind` (and `options`) say otherwise. */
export async function createCategoryProperty(
  db: Database,
  values: Pick<typeof categoryProperties.$inferInsert, "categoryId"> &
    Partial<typeof categoryProperties.$inferInsert>,
) {
  const n = next();
  const [row] = await db
    .insert(categoryProperties)
    .values({
      key: `property_${n}`,
      nameFa: `ویژگی ${n}`,
      nameEn: `Property ${n}`,
      kind: "text",
      sortOrder: n,
      ...values,
    })
    .returning();
  return row as typeof categoryProperties.$inferSelect;
}

/** Makes a select property's option belong to a subcategory (see propertyOptionSubcategories). */
export async function scopePropertyOption(
  db: Database,
  values: typeof propertyOptionSubcategories.$inferInsert,
) {
  await db.insert(propertyOptionSubcategories).values(values);
}

export async function createStockType(
  db: Database,
  overrides: Partial<typeof stockTypes.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(stockTypes)
    .values({
      code: `unit_${n}`,
      nameFa: `واحد ${n}`,
      nameEn: `Unit ${n}`,
      sortOrder: n,
      ...overrides,
    })
    .returning();
  return row as typeof stockTypes.$inferSelect;
}

export async function createPackageType(
  db: Database,
  overrides: Partial<typeof packageTypes.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(packageTypes)
    .values({
      code: `package_${n}`,
      nameFa: `بسته ${n}`,
      nameEn: `Package ${n}`,
      sortOrder: n,
      ...overrides,
    })
    .returning();
  return row as typeof packageTypes.$inferSelect;
}

export async function createBanner(
  db: Database,
  overrides: Partial<typeof banners.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(banners)
    .values({
      position: "home_top",
      titleFa: `بنر ${n}`,
      titleEn: `Banner ${n}`,
      imageUrl: `/banners/banner-${n}.webp`,
      linkUrl: "/customer/products",
      sortOrder: n,
      ...overrides,
    })
    .returning();
  return row as typeof banners.$inferSelect;
}

/** A variant as `createProduct` takes it; unset fields as the single variant's. */
export interface VariantValues {
  label?: string;
  labelEn?: string;
  priceRials: number;
  discountPercent?: number;
  stock?: number;
  stockTypeId?: number;
  weightKg?: number | null;
}

/** The discounted price as the catalogue computes it: whole toman, never below one toman. */
function discountedRials(priceRials: number, discountPercent: number): number {
  const toman = Math.round((priceRials / RIALS_PER_TOMAN) * ((100 - discountPercent) / 100));
  return tomanToRials(Math.max(1, toman));
}

/**
 * A product of a seller, active, priced in rials. Its search document is built from its own
 * texts and the titles of its category and subcategory, as the catalogue service builds it;
 * `images` (file ids, in order) and `properties` are attached when given.
 */
export type ProductFactoryValues = Pick<
  typeof products.$inferInsert,
  "sellerId" | "categoryId" | "stockTypeId"
> &
  Partial<Omit<typeof products.$inferInsert, "searchVector">> & {
    /** The single variant's stock (100 unless given). */
    stock?: number;
    /** Variants instead of the single one made from the product's own price and unit. */
    variants?: readonly VariantValues[];
    images?: readonly string[];
    properties?: readonly { propertyId: number; value: string; text?: readonly string[] }[];
  };

export async function createProduct(db: Database, values: ProductFactoryValues) {
  const n = next();
  const { images = [], properties = [], stock = 100, variants, ...overrides } = values;
  const priceRials = overrides.priceRials ?? 1_000_000;
  const discountPercent = overrides.discountPercent ?? 0;
  const name = overrides.name ?? `Product ${n}`;
  const titleRows = await db
    .select({ nameFa: categories.nameFa, nameEn: categories.nameEn })
    .from(categories)
    .where(
      inArray(
        categories.id,
        [overrides.categoryId, overrides.subcategoryId].filter((id): id is number => Boolean(id)),
      ),
    );
  const searchDocument =
    overrides.searchDocument ??
    productSearchDocument({
      name,
      latinName: overrides.latinName ?? null,
      description: overrides.description ?? null,
      latinDescription: overrides.latinDescription ?? null,
      categoryTitles: titleRows.flatMap((row) => [row.nameFa, row.nameEn]),
      propertyTexts: properties.flatMap((property) => property.text ?? [property.value]),
    });
  const variantRows = (
    variants ?? [{ priceRials, discountPercent, stock, stockTypeId: overrides.stockTypeId }]
  ).map((variant, position) => {
    const percent = variant.discountPercent ?? 0;
    return {
      label: variant.label ?? "",
      labelEn: variant.labelEn ?? "",
      priceRials: variant.priceRials,
      discountPercent: percent,
      discountedPriceRials:
        variants === undefined && overrides.discountedPriceRials !== undefined
          ? overrides.discountedPriceRials
          : discountedRials(variant.priceRials, percent),
      stock: variant.stock ?? 100,
      stockTypeId: variant.stockTypeId ?? overrides.stockTypeId,
      weightKg: variant.weightKg ?? null,
      position,
    };
  });
  const cheapest = [...variantRows].sort(
    (a, b) => a.discountedPriceRials - b.discountedPriceRials || a.position - b.position,
  )[0] as (typeof variantRows)[number];
  const [row] = await db
    .insert(products)
    .values({
      ...overrides,
      stockTypeId: cheapest.stockTypeId,
      name,
      priceRials: cheapest.priceRials,
      discountPercent: cheapest.discountPercent,
      discountedPriceRials: cheapest.discountedPriceRials,
      searchDocument,
    })
    .returning();
  const inserted = row as typeof products.$inferSelect;
  const variantsMade = await db
    .insert(productVariants)
    .values(variantRows.map((variant) => ({ ...variant, productId: inserted.id })))
    .returning();
  const first = variantsMade[0] as typeof productVariants.$inferSelect;
  /** The product with its first variant's id and stock, as most tests need one variant. */
  const product = { ...inserted, variantId: first.id, stock: first.stock, variants: variantsMade };
  if (images.length > 0) {
    await db
      .insert(productImages)
      .values(images.map((fileId, position) => ({ productId: product.id, fileId, position })));
  }
  if (properties.length > 0) {
    await db.insert(productProperties).values(
      properties.map((property) => ({
        productId: product.id,
        propertyId: property.propertyId,
        value: property.value,
      })),
    );
  }
  return product;
}
