import type { Database } from "@kesht/db";
import * as repo from "./seller-products.repo";
import {
  lockPriceAndStock,
  priceChanged,
  recordPrice,
  recordPrices,
} from "./watch/price-history.service";
import { fireReminders } from "./watch/reminders.service";

/*
 * The one place a product's own values are written, whichever screen a shop uses: the
 * product form (seller-products.service), the CSV import (import/) and the bulk price and
 * stock edit (bulk-edit.service). Whatever must follow a change of price or stock (the price
 * history, back-in-stock and price-drop reminders) hooks in here, inside the caller's
 * transaction, so it sees every change exactly when it commits.
 */

/** What an edit may change: any stored value, and whether the product is listed. */
export type ProductChange = Partial<repo.ProductValues> & { isActive?: boolean };

/** Adds a product to the shop, its price history starting with it; answers its id. */
export async function addProduct(
  tx: Database,
  sellerId: number,
  values: repo.ProductValues & { isActive?: boolean },
): Promise<number> {
  const id = await repo.insertProduct(tx, sellerId, values);
  await recordPrice(tx, id, {
    priceRials: values.priceRials,
    discountPercent: values.discountPercent ?? 0,
    discountedPriceRials: values.discountedPriceRials,
  });
  return id;
}

/** Adds several products to the shop in one statement (an import), with their first prices. */
export async function addProducts(
  tx: Database,
  sellerId: number,
  values: readonly (repo.ProductValues & { isActive?: boolean })[],
): Promise<void> {
  const added = await repo.insertProducts(tx, sellerId, values);
  await recordPrices(
    tx,
    added.map(({ id, ...price }) => ({ productId: id, ...price })),
  );
}

/**
 * Changes a product the caller has checked is the shop's. Its row is locked first (if the
 * caller has not already), so the price and stock read before the change are what it replaced.
 */
export async function changeProduct(
  tx: Database,
  productId: number,
  change: ProductChange,
): Promise<void> {
  if (Object.keys(change).length === 0) return;
  const before = await lockPriceAndStock(tx, productId);
  await repo.updateProduct(tx, productId, change);
  if (!before) return;
  const after = {
    stock: change.stock ?? before.stock,
    priceRials: change.priceRials ?? before.priceRials,
    discountPercent: change.discountPercent ?? before.discountPercent,
    discountedPriceRials: change.discountedPriceRials ?? before.discountedPriceRials,
  };
  if (priceChanged(before, after)) await recordPrice(tx, productId, after);
  await fireReminders(tx, productId, before, after);
}
