import { type Database, schema } from "@kesht/db";
import { and, count, eq, sql } from "drizzle-orm";
import { productOnSale, shopApproved } from "../catalog/listed-product";
import type { SearchQuery } from "./search.query";
import {
  offsetZero,
  productMatches,
  productTypoMatches,
  textCandidateLimit,
  typoCandidateLimit,
} from "./search.sql";

const { categories, products, sellers } = schema;

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
