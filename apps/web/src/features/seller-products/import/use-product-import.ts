"use client";

import {
  PRODUCT_IMPORT_POLL_MS,
  type ProductImport,
  type ProductImportStatus,
} from "@kesht/contracts";
import { useQuery } from "@tanstack/react-query";
import { getQueryClient, request } from "@/lib/api";
import { fetchEnvelope } from "@/lib/api/fetch-envelope";
import { REPORT_FAILURES_META } from "@/lib/api/query-client";
import { SELLER_PRODUCTS_KEY } from "../product-queries";

/** The API's paths for a shop's products as CSV. */
export const productsCsvPath = "/api/v1/seller/products/export.csv";

const working: readonly ProductImportStatus[] = ["checking", "applying"];

/** An import, asked again every second while its job works on it (GET /seller/product-imports/:id). */
export function useProductImport(id: number | null) {
  return useQuery(
    {
      queryKey: ["product-import", id],
      enabled: id !== null,
      queryFn: async () =>
        (
          await fetchEnvelope<ProductImport>({
            method: "GET",
            path: `/seller/product-imports/${id}`,
          })
        ).data,
      refetchInterval: (query) =>
        query.state.data && working.includes(query.state.data.status)
          ? PRODUCT_IMPORT_POLL_MS
          : false,
      meta: REPORT_FAILURES_META,
    },
    getQueryClient(),
  );
}

/** Sends the file's text; its refusal (too large, unreadable) is toasted by the request layer. */
export async function uploadProductCsv(file: File): Promise<ProductImport | null> {
  const csv = await file.text();
  const envelope = await request<ProductImport>({
    method: "POST",
    path: "/seller/product-imports",
    payload: { file_name: file.name, csv },
    label: "upload product csv",
  });
  return envelope?.data ?? null;
}

/** Applies a checked import; once saved, the products list and pages are asked again. */
export async function applyProductImport(id: number): Promise<ProductImport | null> {
  const envelope = await request<ProductImport>({
    method: "POST",
    path: `/seller/product-imports/${id}/apply`,
    label: "apply product import",
    cacheKey: SELLER_PRODUCTS_KEY,
  });
  if (envelope) getQueryClient().setQueryData(["product-import", id], envelope.data);
  return envelope?.data ?? null;
}

/** Once applied, whatever the shop's lists showed is stale. */
export function forgetSellerProducts() {
  void getQueryClient().invalidateQueries({ queryKey: [SELLER_PRODUCTS_KEY] });
}
