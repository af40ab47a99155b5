import { type Database, schema } from "@kesht/db";
import { and, count, eq, sql } from "drizzle-orm";
import { productOnSale, shopApproved } from "../catalog/listed-product";
import type { SearchQuery } from "../catalog/search.query";
import {
  offsetZero,
  productMatches,
  productTypoMatches,
  textCandidateLimit,
  typoCandidateLimit,
} from "../catalog/search.sql";

const { categories, products, searchPrefixes, sellers } = schema;

/** The longest prefix the term table holds (migration 0018, `search_prefixes_of`). */
export const longestPrefix = 24;

/**
 * Listed products with a word starting with `prefix`, per (category, subcategory) pair, read
 * from the term table the database keeps in step with products (schema/search.ts): one index
 * range, at most as many rows as there are subcategories, exact counts however many products
 * match. A pair whose category or subcategory an admin deactivated is left out, as its
 * products are not listed.
 */
export function prefixProductCounts(db: Database, prefix: string) {
  const subcategoryId = sql<number | null>`nullif(${searchPrefixes.subcategoryKey}, 0)`;
  return db
    .select({
      categoryId: searchPrefixes.categoryId,
      subcategoryId,
      count: searchPrefixes.productCount,
    })
    .from(searchPrefixes)
    .where(
      and(
        eq(searchPrefixes.prefix, prefix),
        sql`not exists (select 1 from ${categories} where ${categories.id} in (${searchPrefixes.categoryId}, ${subcategoryId}) and not ${categories.isActive})`,
      ),
    );
}

/**
 * How many listed products match, per (category, subcategory) pair: one pass over the
 * matches (found through the GIN indexes), grouped into at most as many rows as there are
 * subcategories. The service adds them up per category and per subcategory. At most
 * `textCandidateLimit` matches are counted (`typoCandidateLimit` near misses): a word found
 * in thousands of products ranks its categories by a sample of them, and its counts stop
 * there, rather than every keystroke counting a tenth of the catalogue.
 */
export function matchingProductCounts(db: Database, query: SearchQuery, step: "text" | "typos") {
  const match = step === "text" ? productMatches(query) : productTypoMatches(query);
  // `offset 0` keeps the planner from pulling this query up into the limited one below:
  // planned on its own for all its rows, it gathers the matches through the GIN indexes and
  // hands them over as they come, so the limit stops the reading. Seen with the limit, the
  // planner would read the table in order, checking every product's text until enough
  // matched: tens of thousands of checks for a common word.
  const matches = db
    .select({
      sellerId: products.sellerId,
      categoryId: products.categoryId,
      subcategoryId: products.subcategoryId,
    })
    .from(products)
    .where(and(productOnSale, match ?? sql`false`))
    .offset(offsetZero)
    .as("matches");
  const listed = db
    .select({ categoryId: matches.categoryId, subcategoryId: matches.subcategoryId })
    .from(matches)
    .innerJoin(sellers, and(eq(sellers.userId, matches.sellerId), shopApproved))
    .limit(step === "text" ? textCandidateLimit : typoCandidateLimit)
    .as("listed");
  return db
    .select({ categoryId: listed.categoryId, subcategoryId: listed.subcategoryId, count: count() })
    .from(listed)
    .groupBy(listed.categoryId, listed.subcategoryId);
}

/**
 * Every active category (there are tens, not thousands), for matching their titles; one an
 * admin deactivated is hidden from the storefront, suggestions included.
 */
export function listCategories(db: Database) {
  return db
    .select({
      id: categories.id,
      nameFa: categories.nameFa,
      nameEn: categories.nameEn,
    })
    .from(categories)
    .where(eq(categories.isActive, true));
}
