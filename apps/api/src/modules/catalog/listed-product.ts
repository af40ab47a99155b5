import { schema } from "@kesht/db";
import { eq, type SQL, sql } from "drizzle-orm";

const { categories, products, sellers } = schema;

/*
 * What "a listed product" means, the one definition every reader of the catalogue uses
 * (storefront, search, cart, checkout, shipping load, counts): the product is active and not
 * deleted, its category and subcategory are active, and its shop is approved. Customers may
 * see and buy it; nothing else.
 */

/**
 * An admin deactivates a category products use instead of deleting it: its products leave
 * the storefront with it, and come back when it is activated again.
 */
const categoriesActive: SQL = sql`not exists (select 1 from ${categories} where ${categories.id} in (${products.categoryId}, ${products.subcategoryId}) and not ${categories.isActive})`;

/**
 * The product's half. It starts with the partial indexes' predicate so the planner uses them;
 * the category check is one more condition on the rows they give.
 */
export const productOnSale: SQL = sql`${products.isActive} and ${products.deletedAt} is null and ${categoriesActive}`;

/** The shop's half: only an approved shop sells (sellers joined). */
export const shopApproved: SQL = eq(sellers.reviewStatus, "approved");

/** A listed product, for queries that join the product's shop (`sellers`). */
export const listedProduct = sql<boolean>`(${productOnSale} and ${shopApproved})`;

/** A listed product, for statements on `products` alone (an UPDATE cannot join). */
export const listedProductUnjoined: SQL = sql`(${productOnSale} and exists (select 1 from ${sellers} where ${sellers.userId} = ${products.sellerId} and ${shopApproved}))`;

/** The same rule for a product already read (deleted products are never read as listed). */
export function isListedProduct(product: {
  isActive: boolean;
  categoriesActive: boolean;
  shopReviewStatus: string;
}): boolean {
  return product.isActive && product.categoriesActive && product.shopReviewStatus === "approved";
}
