import { PRICE_HISTORY_LIMIT, type PriceHistory } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { AppError } from "../../../lib/app-error";
import { isListed } from "../product-view";
import * as products from "../products.repo";
import * as repo from "./price-history.repo";

export type { PriceValues } from "./price-history.repo";

/*
 * A product's price over time (issue 30 item 2): a row when it is listed and one each time its
 * price or discount changes, written by product-writes.ts in the transaction of the change.
 */

export function recordPrice(tx: Database, productId: number, price: repo.PriceValues) {
  return repo.insertPrices(tx, [{ productId, ...price }]);
}

/** The first price of several products added at once, in one statement. */
export function recordPrices(
  tx: Database,
  rows: readonly (repo.PriceValues & { productId: number })[],
) {
  return repo.insertPrices(tx, rows);
}

/** The product's price and stock, its row locked until the change commits. */
export function lockPriceAndStock(tx: Database, productId: number) {
  return repo.lockPriceAndStock(tx, productId);
}

/** Whether a change moves the price a customer sees (list price, discount or their result). */
export function priceChanged(before: repo.PriceValues, after: repo.PriceValues): boolean {
  return (
    before.priceRials !== after.priceRials ||
    before.discountPercent !== after.discountPercent ||
    before.discountedPriceRials !== after.discountedPriceRials
  );
}

/** A listed product's latest prices, oldest first (404 for a product customers cannot see). */
export async function priceHistory(db: Database, productId: number): Promise<PriceHistory> {
  const product = await products.findProduct(db, productId);
  if (!product || !isListed(product)) throw new AppError("product_not_found");
  const rows = await repo.latestPrices(db, productId, PRICE_HISTORY_LIMIT);
  // A product written without the catalogue (the demo seed, a test's factory) has no rows yet:
  // its price has been what it is since it was listed.
  if (rows.length === 0) {
    rows.push({
      changedAt: product.card.createdAt,
      priceRials: product.card.priceRials,
      discountedPriceRials: product.card.discountedPriceRials,
    });
  }
  const points = rows.reverse().map((row) => ({
    at: row.changedAt.toISOString(),
    price_rials: row.priceRials,
    discounted_price_rials: row.discountedPriceRials,
  }));
  return { points };
}
