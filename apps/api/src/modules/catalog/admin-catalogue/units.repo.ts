import { type Database, schema } from "@kesht/db";
import { and, count, eq, type SQL, sql } from "drizzle-orm";
import { announceReferenceChange } from "../../../lib/read-cache-changes";
import { defined, type ListWindow, sortedBy, textIn } from "./list-sql";

const { loadingRequests, orders, packageTypes, products, stockTypes } = schema;

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
  // Package types have no trigger of their own: the read cache's copies are dropped from here.
  await announceReferenceChange(db);
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
  await announceReferenceChange(db);
}

export async function deletePackageType(db: Database, id: number) {
  await db.delete(packageTypes).where(eq(packageTypes.id, id));
  await announceReferenceChange(db);
}
