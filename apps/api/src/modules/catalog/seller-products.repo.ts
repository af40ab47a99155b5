import { type Database, schema } from "@kesht/db";
import { and, asc, count, eq, inArray, isNull, lte, ne, type SQL, sql } from "drizzle-orm";
import { productOnSale } from "./listed-product";
import { newestFirst, selectCards } from "./products.repo";
import type { SearchQuery } from "./search.query";
import { productMatchesOrTypos } from "./search.sql";
import { productStockTotal } from "./variants.repo";

const { productImages, productProperties, products, sellers } = schema;

export type ProductValues = Omit<
  typeof products.$inferInsert,
  "id" | "sellerId" | "searchVector" | "createdAt" | "updatedAt" | "deletedAt" | "isActive"
>;

export async function sellerExists(db: Database, sellerId: number): Promise<boolean> {
  const rows = await db
    .select({ id: sellers.userId })
    .from(sellers)
    .where(eq(sellers.userId, sellerId));
  return rows.length > 0;
}

/** Who owns a product that is not deleted; undefined when there is none. */
export async function productOwner(
  db: Database,
  id: number,
  options: { lock?: boolean } = {},
): Promise<{ sellerId: number } | undefined> {
  const query = db
    .select({ sellerId: products.sellerId })
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)));
  const [row] = options.lock ? await query.for("update") : await query;
  return row;
}

export async function insertProduct(
  db: Database,
  sellerId: number,
  values: ProductValues & { isActive?: boolean },
): Promise<number> {
  const [row] = await db
    .insert(products)
    .values({ ...values, sellerId })
    .returning({ id: products.id });
  if (!row) throw new Error("the product was not inserted");
  return row.id;
}

export async function insertProducts(
  db: Database,
  sellerId: number,
  values: readonly (ProductValues & { isActive?: boolean })[],
) {
  if (values.length === 0) return [];
  return db
    .insert(products)
    .values(values.map((value) => ({ ...value, sellerId })))
    .returning({
      id: products.id,
      priceRials: products.priceRials,
      discountPercent: products.discountPercent,
      discountedPriceRials: products.discountedPriceRials,
    });
}

export async function updateProduct(
  db: Database,
  id: number,
  values: Partial<ProductValues> & { isActive?: boolean },
) {
  await db
    .update(products)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(products.id, id));
}

export async function setActive(db: Database, id: number, active: boolean) {
  await db
    .update(products)
    .set({ isActive: active, updatedAt: sql`now()` })
    .where(and(eq(products.id, id), isNull(products.deletedAt)));
}

export async function softDelete(db: Database, id: number) {
  await db
    .update(products)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(products.id, id), isNull(products.deletedAt)));
}

/** The product's image file ids, in order. */
export async function imageIds(db: Database, productId: number): Promise<string[]> {
  const rows = await db
    .select({ fileId: productImages.fileId })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(productImages.position);
  return rows.map((row) => row.fileId);
}

export async function replaceImages(db: Database, productId: number, fileIds: readonly string[]) {
  await db.delete(productImages).where(eq(productImages.productId, productId));
  if (fileIds.length === 0) return;
  await db
    .insert(productImages)
    .values(fileIds.map((fileId, position) => ({ productId, fileId, position })));
}

export async function replaceProperties(
  db: Database,
  productId: number,
  values: readonly { propertyId: number; value: string }[],
) {
  await db.delete(productProperties).where(eq(productProperties.productId, productId));
  if (values.length === 0) return;
  await db.insert(productProperties).values(values.map((value) => ({ productId, ...value })));
}

/** Of `fileIds`, those still shown by some product other than `productId`. */
export async function filesInUse(
  db: Database,
  fileIds: readonly string[],
  productId: number,
): Promise<Set<string>> {
  if (fileIds.length === 0) return new Set();
  const rows = await db
    .select({ fileId: productImages.fileId })
    .from(productImages)
    .where(
      and(inArray(productImages.fileId, [...fileIds]), ne(productImages.productId, productId)),
    );
  return new Set(rows.map((row) => row.fileId));
}

/** A page of the seller's own products (deleted ones excluded), newest first. */
export function listOwnProducts(
  db: Database,
  options: {
    sellerId: number;
    status: "all" | "active" | "inactive";
    search: SearchQuery | null;
    limit: number;
    offset: number;
  },
) {
  const conditions: SQL[] = [eq(products.sellerId, options.sellerId), isNull(products.deletedAt)];
  if (options.status !== "all") {
    conditions.push(eq(products.isActive, options.status === "active"));
  }
  if (options.search) conditions.push(productMatchesOrTypos(options.search));
  return selectCards(db)
    .where(and(...conditions))
    .orderBy(...newestFirst)
    .limit(options.limit)
    .offset(options.offset);
}

/** The seller's active products with `threshold` or less in stock (deleted ones excluded). */
function lowStock(sellerId: number, threshold: number): SQL | undefined {
  return and(eq(products.sellerId, sellerId), productOnSale, lte(productStockTotal(), threshold));
}

/** The lowest of them first (then the newest), at most `limit`. */
export function listLowStockProducts(
  db: Database,
  options: { sellerId: number; threshold: number; limit: number },
) {
  return selectCards(db)
    .where(lowStock(options.sellerId, options.threshold))
    .orderBy(asc(productStockTotal()), ...newestFirst)
    .limit(options.limit);
}

export async function countLowStockProducts(
  db: Database,
  options: { sellerId: number; threshold: number },
): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(products)
    .where(lowStock(options.sellerId, options.threshold));
  return row?.count ?? 0;
}
