import {
  type CustomerProductsQuery,
  type customerSellersQuerySchema,
  fieldErrorsOf,
  type ProductDetail,
  type ProductImage,
  type ProductPage,
  type ProductSort,
  type ShopCard,
  type ShopDetail,
  tomanToRials,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import { pageWindow, splitPage } from "./paging";
import {
  isListed,
  productCards,
  productDetail,
  toProductImage,
  toShopSummary,
} from "./product-view";
import * as products from "./products.repo";
import * as reference from "./reference.repo";
import { parseSearchQuery } from "./search.query";
import * as repo from "./storefront.repo";

type SellersInput = z.output<typeof customerSellersQuerySchema>;

/*
 * What customers browse: only active, not deleted products of approved shops, and only
 * approved shops. Anything else is "not found", never "forbidden", so a hidden product or
 * shop cannot be told apart from one that never existed.
 */

const emptyPage = (input: { page: number; per_page: number }): ProductPage => ({
  items: [],
  page: input.page,
  per_page: input.per_page,
  has_more: false,
});

export async function listProducts(
  db: Database,
  input: CustomerProductsQuery,
): Promise<ProductPage> {
  if (
    input.min_price !== undefined &&
    input.max_price !== undefined &&
    input.min_price > input.max_price
  ) {
    throw new AppError("validation_failed", {
      fieldErrors: fieldErrorsOf({ min_price: "price_range_inverted" }),
    });
  }

  let category: repo.ListedFilter["category"];
  if (input.category_id !== undefined) {
    // Resolved here so the list query compares one indexed column, not either of two.
    const row = await reference.findCategory(db, input.category_id);
    if (!row) return emptyPage(input);
    category = { column: row.parentId === null ? "category" : "subcategory", id: row.id };
  }

  const query = parseSearchQuery(input.search);
  const sort: ProductSort = input.sort ?? (query ? "relevance" : "newest");
  const filter: repo.ListedFilter = {
    category,
    discounted: input.type === "discounted",
    minPriceRials: input.min_price === undefined ? undefined : tomanToRials(input.min_price),
    maxPriceRials: input.max_price === undefined ? undefined : tomanToRials(input.max_price),
    sellerId: input.seller_id,
    search: query ? { query, step: "text" } : null,
  };
  const window = pageWindow(input.page, input.per_page);
  let rows = await repo.listListedProducts(db, filter, sort, window);
  // Near misses only when the text itself finds nothing at all (search.sql.ts says why);
  // an empty later page of real matches is just the end of the list.
  if (
    query?.fuzzy &&
    rows.length === 0 &&
    (input.page === 1 || !(await repo.anyTextMatch(db, filter, query)))
  ) {
    rows = await repo.listListedProducts(
      db,
      { ...filter, search: { query, step: "typos" } },
      sort,
      window,
    );
  }
  const page = splitPage(rows, input.per_page);
  return {
    items: await productCards(db, page.rows),
    page: input.page,
    per_page: input.per_page,
    has_more: page.hasMore,
  };
}

export async function getProduct(db: Database, id: number): Promise<ProductDetail> {
  const row = await products.findProduct(db, id);
  if (!row || !isListed(row)) throw new AppError("product_not_found");
  return productDetail(db, row);
}

export async function listShops(
  db: Database,
  input: SellersInput,
): Promise<{ items: ShopCard[]; page: number; per_page: number; has_more: boolean }> {
  const rows = await repo.listApprovedShops(db, {
    search: parseSearchQuery(input.search),
    ...pageWindow(input.page, input.per_page),
  });
  const page = splitPage(rows, input.per_page);
  return {
    items: page.rows.map((row) => ({
      ...toShopSummary(row),
      product_count: row.productCount,
    })),
    page: input.page,
    per_page: input.per_page,
    has_more: page.hasMore,
  };
}

export async function getShop(db: Database, id: number): Promise<ShopDetail> {
  const shop = await products.findShop(db, id);
  if (shop?.shop.reviewStatus !== "approved") throw new AppError("shop_not_found");
  const productCount = await repo.countListedProductsOf(db, id);
  const images = await repo.shopImages(db, id);
  const gallery = (kind: "store" | "farm"): ProductImage[] =>
    images.filter((image) => image.kind === kind).map((image) => toProductImage(image.file));
  return {
    ...toShopSummary(shop),
    product_count: productCount,
    store_images: gallery("store"),
    farm_images: gallery("farm"),
    latitude: shop.shop.latitude,
    longitude: shop.shop.longitude,
    created_at: shop.shop.createdAt.toISOString(),
  };
}
