import {
  bannerSchema,
  type Category,
  categorySchema,
  priceHistorySchema,
  productDetailSchema,
  productPageSchema,
  shopDetailSchema,
  shopPageSchema,
} from "@kesht/contracts";
import { cache } from "react";
import { z } from "zod";
import { type ApiResult, fetchApi, type SharedRead } from "@/lib/server/fetch-api";

/**
 * The storefront's reads from the public catalogue API. Wrapped in React's `cache`, so a page
 * and its metadata (or two sections) asking for the same thing within one request share one
 * call.
 */

/**
 * Reference data is shared by every visitor and read on nearly every page: it is kept in Next's
 * data cache and read again when the API says it changed (see web-cache.ts in contracts), or
 * after a few minutes at the latest. Listings, products and shops are read per visitor.
 */
const catalogue: SharedRead = { tags: ["catalogue"], revalidateSeconds: 300 };
const banners: SharedRead = { tags: ["banners"], revalidateSeconds: 600 };

export const getCategories = cache(() =>
  fetchApi("/categories", {}, z.array(categorySchema), catalogue),
);

/** Every subcategory (the API answers with all of them when no category is named). */
export const getSubcategories = cache(() =>
  fetchApi("/product/sub-categories", {}, z.array(categorySchema), catalogue),
);

export const getBanners = cache((position: "home_top" | "home_middle") =>
  fetchApi("/banners", { position, app_name: "web" }, z.array(bannerSchema), banners),
);

export const getProduct = cache((id: number) =>
  fetchApi(`/customer/products/${id}`, {}, productDetailSchema),
);

/** A product's price after each change, for the chart on its page. */
export const getPriceHistory = cache((id: number) =>
  fetchApi(`/customer/products/${id}/price-history`, {}, priceHistorySchema),
);

export const getShop = cache((id: number) =>
  fetchApi(`/customer/sellers/${id}`, {}, shopDetailSchema),
);

export type ProductsQuery = Record<string, string | number | undefined>;

/** A page of listed products; `query` as `GET /customer/products` takes it. */
export function getProducts(query: ProductsQuery) {
  return fetchApi("/customer/products", query, productPageSchema);
}

export function getShops(query: { search?: string; page?: number; per_page?: number }) {
  return fetchApi("/customer/sellers", query, shopPageSchema);
}

/**
 * Category id → icon key, over categories and subcategories, for the placeholders of products
 * without photos. Empty when the categories could not be read: placeholders then use the leaf.
 */
export function iconsById(...lists: ApiResult<Category[]>[]): Record<number, string> {
  const icons: Record<number, string> = {};
  for (const list of lists) {
    if (!list.ok) continue;
    for (const category of list.data) icons[category.id] = category.icon;
  }
  return icons;
}

/** A path's `[id]` segment as an id, or null for anything that is not a positive integer. */
export function parseId(segment: string): number | null {
  if (!/^\d{1,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id > 0 ? id : null;
}
