"use client";

import type {
  Category,
  CategoryProperty,
  Envelope,
  ProductDetail,
  ProductPage,
  StockType,
  sellerProductStatuses,
} from "@kesht/contracts";
import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useApiQuery } from "@/lib/api";
import { queryKeyOf, referenceDataCache } from "@/lib/api/cache-policy";
import { fetchEnvelope } from "@/lib/api/fetch-envelope";
import { getQueryClient, REPORT_FAILURES_META } from "@/lib/api/query-client";
import { RequestError } from "@/lib/api/request-error";

/**
 * Every change to a seller's product names this key, so the list, its pages and the product's
 * own page all refetch (the request layer drops entries by key prefix).
 */
export const SELLER_PRODUCTS_KEY = "seller-products";

export type SellerProductStatus = (typeof sellerProductStatuses)[number];

const PAGE_SIZE = 24;

function useReference<T>(path: string, payload?: Record<string, unknown>, enabled = true) {
  return useApiQuery<T>({
    path,
    ...(payload ? { payload } : {}),
    ...referenceDataCache,
    enabled,
  });
}

export function useCategories() {
  return useReference<Category[]>("/categories");
}

export function useSubCategories(categoryId: number | null) {
  return useReference<Category[]>(
    "/product/sub-categories",
    { category_id: categoryId },
    categoryId !== null,
  );
}

/** Kilogram first, as the API orders them. */
export function useStockTypes() {
  return useReference<StockType[]>("/stock-types");
}

/** The category's properties, with the options its chosen subcategory offers (all without one). */
export function useCategoryProperties(categoryId: number | null, subcategoryId: number | null) {
  return useReference<CategoryProperty[]>(
    "/products/properties",
    { category_id: categoryId, subcategory_id: subcategoryId },
    categoryId !== null,
  );
}

/** The seller's products, page by page (GET /seller/products), for a filter and a search. */
export function useSellerProductPages(status: SellerProductStatus, search: string) {
  const payload = { status, search: search || undefined, per_page: PAGE_SIZE };
  const base = { path: "/seller/products", cacheKey: SELLER_PRODUCTS_KEY, payload };
  return useInfiniteQuery(
    {
      queryKey: queryKeyOf(base),
      initialPageParam: 1,
      queryFn: ({ pageParam }) =>
        fetchEnvelope<ProductPage>({
          ...base,
          method: "GET",
          payload: { ...payload, page: pageParam },
        }),
      getNextPageParam: (last) => (last.data.has_more ? last.data.page + 1 : undefined),
      // Another filter or search keeps the cards on screen until its answer arrives.
      placeholderData: keepPreviousData,
      meta: REPORT_FAILURES_META,
    },
    getQueryClient(),
  );
}

/** A product page's answer: the product, or why this seller cannot see it. */
export type SellerProductResult =
  | { kind: "found"; product: ProductDetail }
  | { kind: "not_found" | "forbidden" };

/**
 * One of the seller's products (GET /seller/products/:id). A missing product and another
 * shop's product are answers the page explains in place, not failures to toast; anything
 * else (offline, a 500, a lost session) is reported as every query's failure is.
 */
export function useSellerProduct(id: number) {
  const call = { path: `/seller/products/${id}`, cacheKey: SELLER_PRODUCTS_KEY };
  return useQuery(
    {
      queryKey: queryKeyOf(call),
      queryFn: async (): Promise<SellerProductResult> => {
        try {
          const envelope: Envelope<ProductDetail> = await fetchEnvelope<ProductDetail>({
            ...call,
            method: "GET",
          });
          return { kind: "found", product: envelope.data };
        } catch (error) {
          const status = error instanceof RequestError ? error.failure.status : undefined;
          if (status === 404) return { kind: "not_found" };
          if (status === 403) return { kind: "forbidden" };
          throw error;
        }
      },
      meta: REPORT_FAILURES_META,
    },
    getQueryClient(),
  );
}
