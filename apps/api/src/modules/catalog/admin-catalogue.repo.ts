import type { TableSortOrder } from "@kesht/contracts";
import { type Database, schema } from "@kesht/db";
import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  isNull,
  like,
  or,
  type SQL,
  sql,
} from "drizzle-orm";

/*
 * The admin console's writes to the catalogue's reference data: categories, their properties,
 * stock units, package types and banners. The catalog module owns these tables; the storefront
 * reads them through reference.repo.
 */

const {
  banners,
  categories,
  categoryProperties,
  loadingRequests,
  orders,
  packageTypes,
  productProperties,
  products,
  stockTypes,
} = schema;

/** The fields an update sets: those sent (undefined ones left as they are). */
function defined<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

/**
 * How the console's lists (the web's DataTable) read a table: a text to find in some columns,
 * one column to sort by (the id breaks ties, so pages never overlap), and a page's window.
 */
export interface ListWindow {
  text?: string;
  order: TableSortOrder;
  limit: number;
  offset: number;
}

/** `%` and `_` typed into a search are letters, not wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function textIn(text: string | undefined, columns: (AnyColumn | SQL)[]): SQL | undefined {
  if (!text) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}

function sortedBy(column: AnyColumn | SQL, order: TableSortOrder, id: AnyColumn): SQL[] {
  return [order === "asc" ? asc(column) : desc(column), asc(id)];
}

// ---------------------------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------------------------

/*
 * The counts below are correlated subqueries. Drizzle writes a column of the outer table
 * unqualified ("id"), which inside the subquery would name the inner table's own column, so
 * the outer row is spelled out by table name.
 */

/** Products (deleted ones aside) naming the category as category or subcategory. */
const categoryProductCount = sql<number>`(select count(*)::int from ${products} where ${products.deletedAt} is null and (${products.categoryId} = "categories"."id" or ${products.subcategoryId} = "categories"."id"))`;
const subcategoryCount = sql<number>`(select count(*)::int from ${categories} as children where children.parent_id = "categories"."id")`;

const adminCategoryColumns = {
  row: categories,
  productCount: categoryProductCount,
  subcategoryCount,
};

const categorySortColumns = {
  sort_order: categories.sortOrder,
  title: categories.nameFa,
  title_en: categories.nameEn,
  product_count: categoryProductCount,
};

export interface CategoryFilter extends ListWindow {
  parentId: number | null;
  active?: boolean;
  sort: keyof typeof categorySortColumns;
}

export function listAdminCategories(db: Database, filter: CategoryFilter) {
  return db
    .select(adminCategoryColumns)
    .from(categories)
    .where(
      and(
        filter.parentId === null
          ? isNull(categories.parentId)
          : eq(categories.parentId, filter.parentId),
        filter.active === undefined ? undefined : eq(categories.isActive, filter.active),
        textIn(filter.text, [categories.nameFa, categories.nameEn, categories.slug]),
      ),
    )
    .orderBy(...sortedBy(categorySortColumns[filter.sort], filter.order, categories.id))
    .limit(filter.limit)
    .offset(filter.offset);
}
export type AdminCategoryRow = Awaited<ReturnType<typeof listAdminCategories>>[number];

export async function findAdminCategory(db: Database, id: number, options = { lock: false }) {
  const query = db.select(adminCategoryColumns).from(categories).where(eq(categories.id, id));
  const [row] = await (options.lock ? query.for("update", { of: categories }) : query);
  return row;
}

/**
 * Whether anything hangs on the category: a product (even a deleted one keeps its category
 * for its orders' sake) or a subcategory.
 */
export async function categoryInUse(db: Database, id: number): Promise<boolean> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(or(eq(products.categoryId, id), eq(products.subcategoryId, id)))
    .limit(1);
  if (product) return true;
  const [child] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.parentId, id))
    .limit(1);
  return child !== undefined;
}

/** The slugs starting with `base`, to pick a free one. */
export async function slugsLike(db: Database, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: categories.slug })
    .from(categories)
    .where(or(eq(categories.slug, base), like(categories.slug, `${base}-%`)));
  return new Set(rows.map((row) => row.slug));
}

export async function insertCategory(
  db: Database,
  values: typeof categories.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(categories).values(values).returning({ id: categories.id });
  if (!row) throw new Error("category insert returned no row");
  return row.id;
}

export async function updateCategory(
  db: Database,
  id: number,
  values: Partial<typeof categories.$inferInsert>,
) {
  const set = defined(values);
  if (Object.keys(set).length === 0) return;
  await db.update(categories).set(set).where(eq(categories.id, id));
}

export async function deleteCategory(db: Database, id: number) {
  await db.delete(categories).where(eq(categories.id, id));
}

// ---------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------

const propertyProductCount = sql<number>`(select count(*)::int from ${productProperties} where ${productProperties.propertyId} = "category_properties"."id")`;

export function listAdminProperties(db: Database, categoryId: number) {
  return db
    .select({ row: categoryProperties, productCount: propertyProductCount })
    .from(categoryProperties)
    .where(eq(categoryProperties.categoryId, categoryId))
    .orderBy(asc(categoryProperties.sortOrder), asc(categoryProperties.id));
}
export type AdminPropertyRow = Awaited<ReturnType<typeof listAdminProperties>>[number];

export async function findAdminProperty(db: Database, id: number, options = { lock: false }) {
  const query = db
    .select({ row: categoryProperties, productCount: propertyProductCount })
    .from(categoryProperties)
    .where(eq(categoryProperties.id, id));
  const [row] = await (options.lock ? query.for("update", { of: categoryProperties }) : query);
  return row;
}

export async function propertyKeyTaken(db: Database, categoryId: number, key: string) {
  const [row] = await db
    .select({ id: categoryProperties.id })
    .from(categoryProperties)
    .where(and(eq(categoryProperties.categoryId, categoryId), eq(categoryProperties.key, key)));
  return row !== undefined;
}

/** The values products hold for a property, each once. */
export async function propertyValuesInUse(db: Database, propertyId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ value: productProperties.value })
    .from(productProperties)
    .where(eq(productProperties.propertyId, propertyId));
  return rows.map((row) => row.value);
}

export async function insertProperty(
  db: Database,
  values: typeof categoryProperties.$inferInsert,
): Promise<number> {
  const [row] = await db
    .insert(categoryProperties)
    .values(values)
    .returning({ id: categoryProperties.id });
  if (!row) throw new Error("property insert returned no row");
  return row.id;
}

export async function updateProperty(
  db: Database,
  id: number,
  values: Partial<typeof categoryProperties.$inferInsert>,
) {
  const set = defined(values);
  if (Object.keys(set).length === 0) return;
  await db.update(categoryProperties).set(set).where(eq(categoryProperties.id, id));
}

export async function deleteProperty(db: Database, id: number) {
  await db.delete(categoryProperties).where(eq(categoryProperties.id, id));
}

// ---------------------------------------------------------------------------------------------
// Stock units and package types
// ---------------------------------------------------------------------------------------------

const stockTypeProductCount = sql<number>`(select count(*)::int from ${products} where ${products.stockTypeId} = "stock_types"."id")`;

/** A unit's or package type's list: `used` keeps those in use, false those nothing uses. */
export interface UnitFilter extends ListWindow {
  used?: boolean;
  sort: "sort_order" | "title" | "title_en" | "uses";
}

/** The filter and order of a units-like table whose uses `uses` counts. */
function unitListParts(
  table: typeof stockTypes | typeof packageTypes,
  uses: SQL<number>,
  filter: UnitFilter,
) {
  const sortColumns = {
    sort_order: table.sortOrder,
    title: table.nameFa,
    title_en: table.nameEn,
    uses,
  };
  return {
    where: and(
      filter.used === undefined ? undefined : filter.used ? sql`${uses} > 0` : sql`${uses} = 0`,
      textIn(filter.text, [table.code, table.nameFa, table.nameEn]),
    ),
    orderBy: sortedBy(sortColumns[filter.sort], filter.order, table.id),
  };
}

export function listAdminStockTypes(db: Database, filter: UnitFilter) {
  const { where, orderBy } = unitListParts(stockTypes, stockTypeProductCount, filter);
  return db
    .select({ row: stockTypes, productCount: stockTypeProductCount })
    .from(stockTypes)
    .where(where)
    .orderBy(...orderBy)
    .limit(filter.limit)
    .offset(filter.offset);
}
export type AdminStockTypeRow = Awaited<ReturnType<typeof listAdminStockTypes>>[number];

export async function findAdminStockType(db: Database, id: number, options = { lock: false }) {
  const query = db
    .select({ row: stockTypes, productCount: stockTypeProductCount })
    .from(stockTypes)
    .where(eq(stockTypes.id, id));
  const [row] = await (options.lock ? query.for("update", { of: stockTypes }) : query);
  return row;
}

export async function stockTypeCodeTaken(db: Database, code: string) {
  const [row] = await db
    .select({ count: count() })
    .from(stockTypes)
    .where(eq(stockTypes.code, code));
  return (row?.count ?? 0) > 0;
}

export async function insertStockType(db: Database, values: typeof stockTypes.$inferInsert) {
  const [row] = await db.insert(stockTypes).values(values).returning({ id: stockTypes.id });
  if (!row) throw new Error("stock type insert returned no row");
  return row.id;
}

export async function updateStockType(
  db: Database,
  id: number,
  values: Partial<typeof stockTypes.$inferInsert>,
) {
  const set = defined(values);
  if (Object.keys(set).length === 0) return;
  await db.update(stockTypes).set(set).where(eq(stockTypes.id, id));
}

export async function deleteStockType(db: Database, id: number) {
  await db.delete(stockTypes).where(eq(stockTypes.id, id));
}

const packageTypeUseCount = sql<number>`((select count(*)::int from ${orders} where ${orders.packageTypeId} = "package_types"."id") + (select count(*)::int from ${loadingRequests} where ${loadingRequests.packageTypeId} = "package_types"."id"))`;

export function listAdminPackageTypes(db: Database, filter: UnitFilter) {
  const { where, orderBy } = unitListParts(packageTypes, packageTypeUseCount, filter);
  return db
    .select({ row: packageTypes, useCount: packageTypeUseCount })
    .from(packageTypes)
    .where(where)
    .orderBy(...orderBy)
    .limit(filter.limit)
    .offset(filter.offset);
}
export type AdminPackageTypeRow = Awaited<ReturnType<typeof listAdminPackageTypes>>[number];

export async function findAdminPackageType(db: Database, id: number, options = { lock: false }) {
  const query = db
    .select({ row: packageTypes, useCount: packageTypeUseCount })
    .from(packageTypes)
    .where(eq(packageTypes.id, id));
  const [row] = await (options.lock ? query.for("update", { of: packageTypes }) : query);
  return row;
}

export async function packageTypeCodeTaken(db: Database, code: string) {
  const [row] = await db
    .select({ count: count() })
    .from(packageTypes)
    .where(eq(packageTypes.code, code));
  return (row?.count ?? 0) > 0;
}

export async function insertPackageType(db: Database, values: typeof packageTypes.$inferInsert) {
  const [row] = await db.insert(packageTypes).values(values).returning({ id: packageTypes.id });
  if (!row) throw new Error("package type insert returned no row");
  return row.id;
}

export async function updatePackageType(
  db: Database,
  id: number,
  values: Partial<typeof packageTypes.$inferInsert>,
) {
  const set = defined(values);
  if (Object.keys(set).length === 0) return;
  await db.update(packageTypes).set(set).where(eq(packageTypes.id, id));
}

export async function deletePackageType(db: Database, id: number) {
  await db.delete(packageTypes).where(eq(packageTypes.id, id));
}

// ---------------------------------------------------------------------------------------------
// Banners
// ---------------------------------------------------------------------------------------------

export type BannerRow = typeof banners.$inferSelect;

const bannerSortColumns = {
  sort_order: banners.sortOrder,
  title: banners.titleFa,
  title_en: banners.titleEn,
  starts_at: banners.startsAt,
  ends_at: banners.endsAt,
};

export interface BannerFilter extends ListWindow {
  position?: string;
  active?: boolean;
  sort: keyof typeof bannerSortColumns;
}

/** Every banner, active or not, by position and then the asked order. */
export function listAllBanners(db: Database, filter: BannerFilter) {
  return db
    .select()
    .from(banners)
    .where(
      and(
        filter.position === undefined ? undefined : eq(banners.position, filter.position),
        filter.active === undefined ? undefined : eq(banners.isActive, filter.active),
        textIn(filter.text, [banners.titleFa, banners.titleEn, banners.linkUrl]),
      ),
    )
    .orderBy(
      asc(banners.position),
      ...sortedBy(bannerSortColumns[filter.sort], filter.order, banners.id),
    )
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function findBanner(db: Database, id: number, options = { lock: false }) {
  const query = db.select().from(banners).where(eq(banners.id, id));
  const [row] = await (options.lock ? query.for("update") : query);
  return row;
}

export async function insertBanner(db: Database, values: typeof banners.$inferInsert) {
  const [row] = await db.insert(banners).values(values).returning();
  if (!row) throw new Error("banner insert returned no row");
  return row;
}

export async function updateBanner(
  db: Database,
  id: number,
  values: Partial<typeof banners.$inferInsert>,
) {
  const set = defined(values);
  if (Object.keys(set).length === 0) return findBanner(db, id);
  const [row] = await db.update(banners).set(set).where(eq(banners.id, id)).returning();
  return row;
}

export async function deleteBanner(db: Database, id: number) {
  await db.delete(banners).where(eq(banners.id, id));
}
