import { type Database, schema } from "@kesht/db";
import { and, count, eq, sql } from "drizzle-orm";
import type { SearchQuery } from "./search.query";
import { productMatches, textMatches } from "./search.sql";

const { categories, products, sellers } = schema;

/**
 * How many listed products match, per (category, subcategory) pair: one pass over the
 * matches (found through the GIN indexes), grouped into at most as many rows as there are
 * subcategories. The service adds them up per category and per subcategory.
 */
export function matchingProductCounts(db: Database, query: SearchQuery) {
  return db
    .select({
      categoryId: products.categoryId,
      subcategoryId: products.subcategoryId,
      count: count(),
    })
    .from(products)
    .innerJoin(sellers, eq(sellers.userId, products.sellerId))
    .where(
      and(
        sql`${products.isActive} and ${products.deletedAt} is null`,
        eq(sellers.reviewStatus, "approved"),
        productMatches(query),
      ),
    )
    .groupBy(products.categoryId, products.subcategoryId);
}

/**
 * Every category (there are tens, not thousands), with whether its own title matches the
 * text in either language, normalised the way search documents are.
 */
export function categoriesWithTitleMatch(db: Database, query: SearchQuery) {
  const titleMatches = sql<boolean>`(${textMatches(categories.nameFa, query)} or ${textMatches(categories.nameEn, query)})`;
  return db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      nameFa: categories.nameFa,
      nameEn: categories.nameEn,
      sortOrder: categories.sortOrder,
      titleMatches,
    })
    .from(categories);
}
