import type { ProductSort } from "@kesht/contracts";
import { type Database, schema } from "@kesht/db";
import { and, asc, count, desc, eq, gt, gte, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import { listedProduct, productOnSale, shopApproved } from "./listed-product";
import { newestFirst, productSeller, selectCards, shopSelection } from "./products.repo";
import type { SearchQuery } from "./search.query";
import {
  offsetZero,
  productMatches,
  productNameMatch,
  productRank,
  productTypoMatches,
  productTypoRank,
  textCandidateLimit,
  textMatches,
  typoCandidateLimit,
} from "./search.sql";

const { cities, files, products, provinces, sellerImages, sellers } = schema;

/** Which search step a list runs (search.sql.ts): the text itself, or near misses. */
export interface ListedSearch {
  query: SearchQuery;
  step: "text" | "typos";
}

export interface ListedFilter {
  /** A top-level category matches products' category_id, a subcategory their subcategory_id. */
  category?: { column: "category" | "subcategory"; id: number };
  discounted: boolean;
  minPriceRials?: number;
  maxPriceRials?: number;
  sellerId?: number;
  search: ListedSearch | null;
}

function orderOf(sort: ProductSort, search: ListedSearch | null): SQL[] {
  switch (sort) {
    case "relevance":
      if (!search) return newestFirst;
      if (search.step === "typos") return [desc(productTypoRank(search.query)), ...newestFirst];
      return [productNameMatch(search.query), productRank(search.query)]
        .flatMap((rank) => (rank ? [desc(rank)] : []))
        .concat(newestFirst);
    case "newest":
      return newestFirst;
    case "price_asc":
      return [asc(products.discountedPriceRials), desc(products.id)];
    case "price_desc":
      return [desc(products.discountedPriceRials), desc(products.id)];
    case "discount":
      // "nulls last" as in products_listed_discount_idx, or the index is not used.
      return [sql`${products.discountPercent} desc nulls last`, ...newestFirst];
  }
}

/** Every filter but search, as plain comparisons on `products` (and the shop's status). */
function filterConditions(filter: ListedFilter): SQL[] {
  return [listedProduct, ...productFilters(filter)];
}

/** The filters that read `products` alone. */
function productFilters(filter: ListedFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.category) {
    const column =
      filter.category.column === "category" ? products.categoryId : products.subcategoryId;
    conditions.push(eq(column, filter.category.id));
  }
  if (filter.discounted) conditions.push(gt(products.discountPercent, 0));
  if (filter.minPriceRials !== undefined) {
    conditions.push(gte(products.discountedPriceRials, filter.minPriceRials));
  }
  if (filter.maxPriceRials !== undefined) {
    conditions.push(lte(products.discountedPriceRials, filter.maxPriceRials));
  }
  if (filter.sellerId !== undefined) conditions.push(eq(products.sellerId, filter.sellerId));
  return conditions;
}

/**
 * A page of listed products. Without search, the planner walks the listed-products indexes
 * (newest, price) or a category index and stops after the page; with search and a sort of
 * its own, it walks the same indexes checking each product, or gathers the matches through
 * the GIN indexes when they are few. Relevance ranks the newest `textCandidateLimit`
 * matches; near misses (step 2) are at most `typoCandidateLimit` (search.sql.ts says why).
 */
export function listListedProducts(
  db: Database,
  filter: ListedFilter,
  sort: ProductSort,
  window: { limit: number; offset: number },
) {
  const conditions = filterConditions(filter);
  const { search } = filter;
  let where: SQL | undefined;
  // Where the page starts among the rows `where` selects (0 when `where` picks the page itself).
  let offset = window.offset;
  if (!search) where = and(...conditions);
  else if (search.step === "text") {
    const match = productMatches(search.query);
    if (sort !== "relevance") where = and(...conditions, match);
    else {
      // The newest matches, found by whichever way the planner judges cheaper: walking the
      // newest index checking each product (a common word) or gathering matches (a rare one).
      const newest = db
        .select({ id: products.id })
        .from(products)
        .innerJoin(sellers, productSeller)
        .where(and(...conditions, match))
        .orderBy(...newestFirst)
        .limit(textCandidateLimit);
      // Ranked among themselves reading only what ranking needs, so the shop, unit and
      // category checks and the card's columns are read for the page, not every candidate.
      const page = db
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.id, newest))
        .orderBy(...orderOf(sort, search))
        .limit(window.limit)
        .offset(window.offset);
      where = and(listedProduct, inArray(products.id, page));
      offset = 0;
    }
  } else {
    const typos = productTypoMatches(search.query);
    where = typos
      ? and(
          listedProduct,
          inArray(products.id, fencedMatches(db, filter, typos, typoCandidateLimit)),
        )
      : sql`false`;
  }
  return selectCards(db)
    .where(where)
    .orderBy(...orderOf(sort, search))
    .limit(window.limit)
    .offset(offset);
}

/**
 * Listed products passing the filters and `match`, found through the indexes `match` can
 * use: the inner query is fenced with `offset 0`, so the planner plans it for all its rows
 * (gathering candidates through a GIN index) and the limit outside stops the reading. Seen
 * with the limit, it would read the table in order, checking every product until enough
 * passed: for a near miss that is a word similarity per product, for a text nothing
 * matches the whole table.
 */
function fencedMatches(db: Database, filter: ListedFilter, match: SQL, limit: number) {
  const matching = db
    .select({ id: products.id, sellerId: products.sellerId })
    .from(products)
    .where(and(productOnSale, ...productFilters(filter), match))
    .offset(offsetZero)
    .as("matching");
  return db
    .select({ id: matching.id })
    .from(matching)
    .innerJoin(sellers, and(eq(sellers.userId, matching.sellerId), shopApproved))
    .limit(limit);
}

/** Whether any listed product passes the filters and matches the text itself (step 1). */
export async function anyTextMatch(
  db: Database,
  filter: ListedFilter,
  query: SearchQuery,
): Promise<boolean> {
  const rows = await fencedMatches(db, filter, productMatches(query), 1);
  return rows.length > 0;
}

/** Listed products per shop: active and not deleted (the shops themselves are filtered). */
function listedCounts(db: Database) {
  return db
    .select({ sellerId: products.sellerId, productCount: count().as("product_count") })
    .from(products)
    .where(productOnSale)
    .groupBy(products.sellerId)
    .as("listed_counts");
}

/** Approved shops, those with most listed products first, then by name. */
export function listApprovedShops(
  db: Database,
  options: { search: SearchQuery | null; limit: number; offset: number },
) {
  const counts = listedCounts(db);
  const productCount = sql<number>`coalesce(${counts.productCount}, 0)::int`;
  const conditions: SQL[] = [shopApproved];
  if (options.search) {
    const byName = or(
      textMatches(sellers.storeName, options.search),
      textMatches(sellers.storeNameEn, options.search),
    );
    if (byName) conditions.push(byName);
  }
  return db
    .select({ ...shopSelection, productCount })
    .from(sellers)
    .leftJoin(files, eq(files.id, sellers.logoFileId))
    .leftJoin(cities, eq(cities.id, sellers.cityId))
    .leftJoin(provinces, eq(provinces.id, sellers.provinceId))
    .leftJoin(counts, eq(counts.sellerId, sellers.userId))
    .where(and(...conditions))
    .orderBy(desc(productCount), asc(sellers.storeName), desc(sellers.userId))
    .limit(options.limit)
    .offset(options.offset);
}

export async function countListedProductsOf(db: Database, sellerId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(products)
    .where(and(eq(products.sellerId, sellerId), productOnSale));
  return row?.count ?? 0;
}

/** A shop's store and farm photos, each gallery in the seller's order. */
export function shopImages(db: Database, sellerId: number) {
  return db
    .select({ kind: sellerImages.kind, file: files })
    .from(sellerImages)
    .innerJoin(files, eq(files.id, sellerImages.fileId))
    .where(eq(sellerImages.sellerId, sellerId))
    .orderBy(asc(sellerImages.kind), asc(sellerImages.position));
}
