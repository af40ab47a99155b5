import type { ProductImportCounts, ProductImportRow, ProductImportStatus } from "@kesht/contracts";
import { type Database, schema } from "@kesht/db";
import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { productStockTotal, productVariantCount } from "../variants.repo";
import type { ExistingProduct } from "./product-rows";

const { productImports, productProperties, products } = schema;

export type ProductImportRecord = typeof productImports.$inferSelect;

export async function insertImport(
  db: Database,
  values: { sellerId: number; fileName: string; csv: string; totalRows: number },
): Promise<ProductImportRecord> {
  const [row] = await db.insert(productImports).values(values).returning();
  if (!row) throw new Error("the import was not inserted");
  return row;
}

export async function findImport(
  db: Database,
  id: number,
  options: { lock?: boolean } = {},
): Promise<ProductImportRecord | undefined> {
  const query = db.select().from(productImports).where(eq(productImports.id, id));
  const [row] = options.lock ? await query.for("update") : await query;
  return row;
}

export async function setProgress(db: Database, id: number, processedRows: number) {
  await db
    .update(productImports)
    .set({ processedRows, updatedAt: sql`now()` })
    .where(and(eq(productImports.id, id), eq(productImports.status, "checking")));
}

/** Moves an import on from `from` with its report; false when it was no longer at `from`. */
export async function finishPhase(
  db: Database,
  id: number,
  change: {
    from: ProductImportStatus;
    to: ProductImportStatus;
    counts?: ProductImportCounts;
    report?: ProductImportRow[];
    processedRows?: number;
    failure?: { en: string; fa: string } | null;
  },
): Promise<boolean> {
  const { from, to, ...rest } = change;
  const rows = await db
    .update(productImports)
    .set({ ...rest, status: to, updatedAt: sql`now()` })
    .where(and(eq(productImports.id, id), eq(productImports.status, from)))
    .returning({ id: productImports.id });
  return rows.length > 0;
}

const storedColumns = {
  id: products.id,
  name: products.name,
  latinName: products.latinName,
  categoryId: products.categoryId,
  subcategoryId: products.subcategoryId,
  stockTypeId: products.stockTypeId,
  // Its variants' stock together, and how many it has: the file speaks of a single-variant
  // product's one variant; a product with several keeps its packs' prices and stock (decision 041).
  stock: productStockTotal(),
  variantCount: productVariantCount(),
  priceRials: products.priceRials,
  discountPercent: products.discountPercent,
  preparationDays: products.preparationDays,
  isActive: products.isActive,
  description: products.description,
  latinDescription: products.latinDescription,
};

const ownProduct = (sellerId: number) =>
  and(eq(products.sellerId, sellerId), isNull(products.deletedAt));

/**
 * The shop's products among `ids` (another shop's, deleted or missing ones are absent), with
 * their property values; locked for the caller's transaction when `lock` says so.
 */
export async function ownProductsByIds(
  db: Database,
  sellerId: number,
  ids: readonly number[],
  options: { lock?: boolean } = {},
): Promise<Map<number, ExistingProduct>> {
  const found = new Map<number, ExistingProduct>();
  // In slices, so no statement carries thousands of parameters.
  for (let start = 0; start < ids.length; start += 1000) {
    const slice = ids.slice(start, start + 1000);
    const query = db
      .select(storedColumns)
      .from(products)
      .where(and(ownProduct(sellerId), inArray(products.id, slice)))
      .orderBy(asc(products.id));
    const rows = options.lock ? await query.for("update") : await query;
    for (const row of rows) found.set(row.id, { ...row, properties: [] });
    if (rows.length === 0) continue;
    const values = await db
      .select({
        productId: productProperties.productId,
        propertyId: productProperties.propertyId,
        value: productProperties.value,
      })
      .from(productProperties)
      .where(
        inArray(
          productProperties.productId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(productProperties.productId), asc(productProperties.propertyId));
    for (const value of values) {
      found.get(value.productId)?.properties.push(value);
    }
  }
  return found;
}

/** A slice of the shop's products by id, for the export (deleted ones left out). */
export function ownProductsAfter(db: Database, sellerId: number, afterId: number, limit: number) {
  return db
    .select(storedColumns)
    .from(products)
    .where(and(ownProduct(sellerId), gt(products.id, afterId)))
    .orderBy(asc(products.id))
    .limit(limit);
}
