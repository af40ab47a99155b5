import { type Database, schema } from "@kesht/db";
import { desc, eq } from "drizzle-orm";
import { productStockTotal } from "../variants.repo";

const { productPriceHistory } = schema;

export interface PriceValues {
  priceRials: number;
  discountPercent: number;
  discountedPriceRials: number;
}

export async function insertPrices(
  tx: Database,
  rows: readonly (PriceValues & { productId: number })[],
) {
  if (rows.length === 0) return;
  await tx.insert(productPriceHistory).values([...rows]);
}

/** The latest `limit` changes, newest first. */
export function latestPrices(db: Database, productId: number, limit: number) {
  return db
    .select({
      changedAt: productPriceHistory.changedAt,
      priceRials: productPriceHistory.priceRials,
      discountedPriceRials: productPriceHistory.discountedPriceRials,
    })
    .from(productPriceHistory)
    .where(eq(productPriceHistory.productId, productId))
    .orderBy(desc(productPriceHistory.changedAt), desc(productPriceHistory.id))
    .limit(limit);
}

/** A product's price and stock before a change, its row locked for the change that follows. */
export async function lockPriceAndStock(tx: Database, productId: number) {
  const [row] = await tx
    .select({
      stock: productStockTotal(),
      priceRials: schema.products.priceRials,
      discountPercent: schema.products.discountPercent,
      discountedPriceRials: schema.products.discountedPriceRials,
      stockTypeId: schema.products.stockTypeId,
    })
    .from(schema.products)
    .where(eq(schema.products.id, productId))
    .for("update");
  return row;
}
