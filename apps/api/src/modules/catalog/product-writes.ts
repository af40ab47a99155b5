import type { Database } from "@kesht/db";
import { AppError } from "../../lib/app-error";
import * as repo from "./seller-products.repo";
import { cheapestOf } from "./seller-variants";
import * as variants from "./variants.repo";
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
 *
 * A product sells in variants (decision 041). The form writes them all (`variants`); the
 * import and the bulk edit change a single-variant product's one variant through the
 * single-variant fields (`priceRials`, `discountPercent`, `discountedPriceRials`,
 * `stockTypeId`, `stock`). The product row keeps its cheapest variant's price and unit, so its
 * price history and price-drop reminders follow the cheapest variant; "back in stock" is
 * about all its variants' stock together.
 */

/** A variant as written: with the id of one the product has, or none for a new one. */
export type VariantWrite = variants.VariantValues & { id?: number };

/** What an edit may change: any stored value, whether it is listed, its variants. */
export type ProductChange = Partial<repo.ProductValues> & {
  isActive?: boolean;
  /** A single-variant product's stock. */
  stock?: number;
  variants?: readonly VariantWrite[];
};

/** A new product: its values and its variants, or the single variant its own fields describe. */
export type NewProduct = repo.ProductValues & {
  isActive?: boolean;
  stock?: number;
  variants?: readonly VariantWrite[];
};

/** The single-variant fields of a product's values, as its one variant. */
function singleVariant(values: NewProduct): VariantWrite {
  return {
    priceRials: values.priceRials,
    discountPercent: values.discountPercent ?? 0,
    discountedPriceRials: values.discountedPriceRials,
    stockTypeId: values.stockTypeId,
    stock: values.stock ?? 0,
  };
}

/** The product row's values without what belongs to its variants. */
function ownValues<T extends { stock?: number; variants?: unknown }>(values: T) {
  const { stock: _stock, variants: _variants, ...own } = values;
  return own;
}

/** Adds a product to the shop, its price history starting with it; answers its id. */
export async function addProduct(
  tx: Database,
  sellerId: number,
  values: NewProduct,
): Promise<number> {
  const written = values.variants ?? [singleVariant(values)];
  const summary = cheapestOf(written);
  const id = await repo.insertProduct(tx, sellerId, { ...ownValues(values), ...summary });
  await variants.writeVariants(tx, id, written);
  await recordPrice(tx, id, summary);
  return id;
}

/** Adds several single-variant products to the shop at once (an import), with their first prices. */
export async function addProducts(
  tx: Database,
  sellerId: number,
  values: readonly NewProduct[],
): Promise<void> {
  const added = await repo.insertProducts(tx, sellerId, values.map(ownValues));
  await variants.insertVariants(
    tx,
    added.map(({ id }, index) => ({
      productId: id,
      ...singleVariant(values[index] as NewProduct),
    })),
  );
  await recordPrices(
    tx,
    added.map(({ id, ...price }) => ({ productId: id, ...price })),
  );
}

const singleVariantFields = [
  "priceRials",
  "discountPercent",
  "discountedPriceRials",
  "stockTypeId",
  "stock",
] as const;

/**
 * Changes a product the caller has checked is the shop's. Its row is locked first (if the
 * caller has not already), then its variants, so the price and stock read before the change
 * are what it replaced. Single-variant fields that differ from a product with several
 * variants are refused (409 product_has_variants): which pack they mean cannot be told.
 */
export async function changeProduct(
  tx: Database,
  productId: number,
  change: ProductChange,
): Promise<void> {
  if (Object.keys(change).length === 0) return;
  const before = await lockPriceAndStock(tx, productId);
  const live = await variants.lockVariants(tx, productId);
  const own = ownValues(change);
  if (change.variants) {
    await variants.writeVariants(tx, productId, change.variants);
    Object.assign(own, cheapestOf(change.variants));
  } else {
    const current = live[0];
    // What the single-variant fields mean now: the one variant, or the product's summary.
    const now =
      current && live.length === 1 ? { ...current, stock: Number(current.stock) } : before;
    const moved = singleVariantFields.filter(
      (field) => change[field] !== undefined && change[field] !== now?.[field],
    );
    if (moved.length > 0) {
      if (live.length !== 1 || !current) throw new AppError("product_has_variants");
      const edit = Object.fromEntries(moved.map((field) => [field, change[field]]));
      await variants.updateVariant(tx, current.id, edit);
    }
  }
  await repo.updateProduct(tx, productId, own);
  if (!before) return;
  const after = (await lockPriceAndStock(tx, productId)) ?? before;
  if (priceChanged(before, after)) await recordPrice(tx, productId, after);
  await fireReminders(tx, productId, before, after);
}
