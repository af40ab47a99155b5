import {
  type BulkEditBodyParsed,
  fieldErrorsOf,
  productRules,
  rialsToToman,
  type SessionUser,
  type ValidationMessageKey,
} from "@kesht/contracts";
import { type Database, schema } from "@kesht/db";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { AppError } from "../../lib/app-error";
import { productPrices, stockFits } from "./product-rules";
import { changeProduct } from "./product-writes";
import { assertCanWrite } from "./seller-products.service";
import { productStockTotal, productVariantCount } from "./variants.repo";

const { products, stockTypes } = schema;

/*
 * The products list's bulk edit: several of the shop's products get a new price, discount or
 * stock at once, all or none, through the same writer as the product form (product-writes),
 * so whatever follows a price or stock change sees these too.
 */

/** A value changed by a percent, e.g. +10 → 110 % of it. */
function byPercent(value: number, percent: number): number {
  return (value * (100 + percent)) / 100;
}

/** The new stock: set, or changed by a percent and rounded to what the unit allows. */
function newStock(
  body: BulkEditBodyParsed,
  stock: number,
  allowsFraction: boolean,
): number | undefined {
  if (body.stock !== undefined) return body.stock;
  if (body.stock_change_percent === undefined) return undefined;
  const changed = byPercent(stock, body.stock_change_percent);
  return allowsFraction ? Math.round(changed * 1000) / 1000 : Math.round(changed);
}

function newPriceToman(body: BulkEditBodyParsed, priceRials: number): number {
  const toman = rialsToToman(priceRials);
  if (body.price_toman !== undefined) return body.price_toman;
  if (body.price_change_percent === undefined) return toman;
  return Math.max(1, Math.round(byPercent(toman, body.price_change_percent)));
}

/**
 * Applies the edit to every chosen product in one transaction, the products locked. A product
 * that is not the shop's (or no longer exists) refuses the whole edit (404/403); so does a
 * result out of bounds (a price over the maximum, a fraction of a whole-units product), with
 * the product's id in the field name (`products.<id>.price_toman`).
 */
export async function bulkEditOwnProducts(
  db: Database,
  user: SessionUser,
  body: BulkEditBodyParsed,
): Promise<{ updated: number }> {
  await assertCanWrite(db, user);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: products.id,
        sellerId: products.sellerId,
        priceRials: products.priceRials,
        discountPercent: products.discountPercent,
        stock: productStockTotal(),
        variantCount: productVariantCount(),
        allowsFraction: stockTypes.allowsFraction,
      })
      .from(products)
      .innerJoin(stockTypes, eq(stockTypes.id, products.stockTypeId))
      .where(and(inArray(products.id, body.product_ids), isNull(products.deletedAt)))
      .orderBy(products.id)
      .for("update", { of: products });
    if (rows.length !== body.product_ids.length) throw new AppError("product_not_found");
    if (rows.some((row) => row.sellerId !== user.id)) throw new AppError("forbidden");

    const problems: Record<string, ValidationMessageKey> = {};
    const changes = rows.map((row) => {
      // A product with several packs or sizes has a price and stock for each (decision 041).
      if (row.variantCount > 1) problems[`products.${row.id}`] = "has_variants";
      const priceToman = newPriceToman(body, row.priceRials);
      const discountPercent = body.discount_percent ?? row.discountPercent;
      const stock = newStock(body, row.stock, row.allowsFraction);
      if (priceToman > productRules.maxPriceToman) {
        problems[`products.${row.id}.price_toman`] = "invalid_number";
      }
      if (stock !== undefined && stock > productRules.maxStock) {
        problems[`products.${row.id}.stock`] = "invalid_number";
      } else if (stock !== undefined && !stockFits(stock, row.allowsFraction)) {
        problems[`products.${row.id}.stock`] = "fraction_not_allowed";
      }
      return {
        id: row.id,
        change: {
          ...productPrices(priceToman, discountPercent),
          discountPercent,
          ...(stock === undefined ? {} : { stock }),
        },
      };
    });
    if (Object.keys(problems).length > 0) {
      throw new AppError("validation_failed", { fieldErrors: fieldErrorsOf(problems) });
    }
    for (const { id, change } of changes) await changeProduct(tx, id, change);
    return { updated: changes.length };
  });
}
