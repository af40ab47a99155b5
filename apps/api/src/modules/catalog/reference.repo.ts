import { type Database, schema } from "@kesht/db";
import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import { listedProduct } from "./listed-product";
import { productSeller } from "./products.repo";

const {
  banners,
  categories,
  categoryProperties,
  files,
  packageTypes,
  products,
  propertyOptionSubcategories,
  sellers,
  stockTypes,
} = schema;

export type CategoryRow = typeof categories.$inferSelect;
export type PropertyRow = typeof categoryProperties.$inferSelect;

/** The storefront's categories: deactivated ones (and their products) are hidden. */
export function listCategories(db: Database, options: { parentId?: number; level: "top" | "sub" }) {
  const where =
    options.parentId !== undefined
      ? eq(categories.parentId, options.parentId)
      : options.level === "top"
        ? isNull(categories.parentId)
        : isNotNull(categories.parentId);
  return db
    .select()
    .from(categories)
    .where(and(where, eq(categories.isActive, true)))
    .orderBy(asc(categories.parentId), asc(categories.sortOrder), asc(categories.id));
}

export async function findCategory(db: Database, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row;
}

/**
 * Listed products per category (top-level categories) or per subcategory. One grouped scan of
 * the listed products; categories without any are absent.
 */
export async function listedProductCounts(
  db: Database,
  by: "category" | "subcategory",
): Promise<Map<number, number>> {
  const column = by === "category" ? products.categoryId : products.subcategoryId;
  const rows = await db
    .select({ id: column, count: count() })
    .from(products)
    .innerJoin(sellers, productSeller)
    .where(and(listedProduct, isNotNull(column)))
    .groupBy(column);
  return new Map(rows.flatMap((row) => (row.id === null ? [] : [[row.id, row.count]])));
}

export function listProperties(db: Database, categoryId: number): Promise<PropertyRow[]> {
  return db
    .select()
    .from(categoryProperties)
    .where(eq(categoryProperties.categoryId, categoryId))
    .orderBy(asc(categoryProperties.sortOrder), asc(categoryProperties.id));
}

/** The subcategories that select options are scoped to, for the given properties. */
export function listOptionScopes(db: Database, propertyIds: readonly number[]) {
  if (propertyIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(propertyOptionSubcategories)
    .where(inArray(propertyOptionSubcategories.propertyId, [...propertyIds]));
}

export function listStockTypes(db: Database) {
  return db.select().from(stockTypes).orderBy(asc(stockTypes.sortOrder), asc(stockTypes.id));
}

export async function findStockType(db: Database, id: number) {
  const [row] = await db.select().from(stockTypes).where(eq(stockTypes.id, id));
  return row;
}

export function listPackageTypes(db: Database) {
  return db.select().from(packageTypes).orderBy(asc(packageTypes.sortOrder), asc(packageTypes.id));
}

/**
 * The banners shown now: active, and within their schedule where they have one; an uploaded
 * banner with its file (for the file's renditions).
 */
export function listBanners(db: Database, position: string, appName: string) {
  const now = sql`now()`;
  return db
    .select({ banner: banners, file: files })
    .from(banners)
    .leftJoin(files, eq(files.id, banners.imageFileId))
    .where(
      and(
        eq(banners.position, position),
        eq(banners.appName, appName),
        eq(banners.isActive, true),
        or(isNull(banners.startsAt), lte(banners.startsAt, now)),
        or(isNull(banners.endsAt), gt(banners.endsAt, now)),
      ),
    )
    .orderBy(asc(banners.sortOrder), asc(banners.id));
}
