import type { ProductSort } from "@kesht/contracts";
import { type Database, schema } from "@kesht/db";
import { and, asc, count, desc, eq, gt, gte, lte, type SQL, sql } from "drizzle-orm";
import type { SearchQuery } from "../search/search.query";
import { productMatches, productNameMatch, productRank, textMatches } from "../search/search.sql";
import { listedProduct, selectCards, shopSelection } from "./products.repo";

const { cities, files, products, provinces, sellerImages, sellers } = schema;

export interface ListedFilter {
  /** A top-level category matches products' category_id, a subcategory their subcategory_id. */
  category?: { column: "category" | "subcategory"; id: number };
  discounted: boolean;
  minPriceRials?: number;
  maxPriceRials?: number;
  sellerId?: number;
  search: SearchQuery | null;
}

function orderOf(sort: ProductSort, search: SearchQuery | null): SQL[] {
  const newest = [desc(products.createdAt), desc(products.id)];
  switch (sort) {
    case "relevance":
      return search
        ? [desc(productNameMatch(search)), desc(productRank(search)), ...newest]
        : newest;
    case "newest":
      return newest;
    case "price_asc":
      return [asc(products.discountedPriceRials), desc(products.id)];
    case "price_desc":
      return [desc(products.discountedPriceRials), desc(products.id)];
    case "discount":
      return [desc(products.discountPercent), ...newest];
  }
}

/**
 * A page of listed products. Each filter is a plain comparison on `products` so the
 * planner can walk the listed-products indexes (newest, price) or a category index and stop
 * after the page; search goes through the GIN indexes (search.sql.ts).
 */
export function listListedProducts(
  db: Database,
  filter: ListedFilter,
  sort: ProductSort,
  window: { limit: number; offset: number },
) {
  const conditions: SQL[] = [listedProduct];
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
  if (filter.search) conditions.push(productMatches(filter.search));
  return selectCards(db)
    .where(and(...conditions))
    .orderBy(...orderOf(sort, filter.search))
    .limit(window.limit)
    .offset(window.offset);
}

/** Listed products per shop: active and not deleted (the shops themselves are filtered). */
function listedCounts(db: Database) {
  return db
    .select({ sellerId: products.sellerId, productCount: count().as("product_count") })
    .from(products)
    .where(sql`${products.isActive} and ${products.deletedAt} is null`)
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
  const conditions: SQL[] = [eq(sellers.reviewStatus, "approved")];
  if (options.search) conditions.push(textMatches(sellers.storeName, options.search));
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
    .where(
      and(
        eq(products.sellerId, sellerId),
        sql`${products.isActive} and ${products.deletedAt} is null`,
      ),
    );
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
