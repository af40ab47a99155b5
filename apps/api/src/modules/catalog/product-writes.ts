import type { Database } from "@kesht/db";
import * as repo from "./seller-products.repo";

/*
 * The one place a product's own values are written, whichever screen a shop uses: the
 * product form (seller-products.service), the CSV import (import/) and the bulk price and
 * stock edit (bulk-edit.service). Whatever must follow a change of price or stock (the price
 * history, back-in-stock and price-drop reminders) hooks in here, inside the caller's
 * transaction, so it sees every change exactly when it commits.
 */

/** What an edit may change: any stored value, and whether the product is listed. */
export type ProductChange = Partial<repo.ProductValues> & { isActive?: boolean };

/** Adds a product to the shop; answers its id. */
export function addProduct(
  tx: Database,
  sellerId: number,
  values: repo.ProductValues & { isActive?: boolean },
): Promise<number> {
  return repo.insertProduct(tx, sellerId, values);
}

/** Adds several products to the shop in one statement (an import). */
export async function addProducts(
  tx: Database,
  sellerId: number,
  values: readonly (repo.ProductValues & { isActive?: boolean })[],
): Promise<void> {
  await repo.insertProducts(tx, sellerId, values);
}

/** Changes a product the caller has checked is the shop's (and, in a transaction, locked). */
export async function changeProduct(
  tx: Database,
  productId: number,
  change: ProductChange,
): Promise<void> {
  if (Object.keys(change).length === 0) return;
  await repo.updateProduct(tx, productId, change);
}
