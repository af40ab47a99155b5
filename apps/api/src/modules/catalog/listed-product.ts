import { schema } from "@kesht/db";
import { eq, type SQL, sql } from "drizzle-orm";

const { products, sellers } = schema;

/*
 * What "a listed product" means, the one definition every reader of the catalogue uses
 * (storefront, search, cart, checkout, shipping load, counts): the product is active and not
 * deleted, and its shop is approved. Customers may see and buy it; nothing else.
 */

/** The product's half, spelled as the partial indexes' predicate so the planner uses them. */
export const productOnSale: SQL = sql`${products.isActive} and ${products.deletedAt} is null`;

/** The shop's half: only an approved shop sells (sellers joined). */
export const shopApproved: SQL = eq(sellers.reviewStatus, "approved");

/** A listed product, for queries that join the product's shop (`sellers`). */
export const listedProduct = sql<boolean>`(${productOnSale} and ${shopApproved})`;

/** A listed product, for statements on `products` alone (an UPDATE cannot join). */
export const listedProductUnjoined: SQL = sql`(${productOnSale} and exists (select 1 from ${sellers} where ${sellers.userId} = ${products.sellerId} and ${shopApproved}))`;

/** The same rule for a product already read (deleted products are never read as listed). */
export function isListedProduct(product: { isActive: boolean; shopReviewStatus: string }): boolean {
  return product.isActive && product.shopReviewStatus === "approved";
}
