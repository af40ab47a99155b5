import { sellerProductStatuses } from "@kesht/contracts";
import type { SellerProductStatus } from "../product-queries";

/*
 * The list's address, shared by the page (on the server) and the list (in the browser).
 */

export function isSellerProductStatus(value: unknown): value is SellerProductStatus {
  return (sellerProductStatuses as readonly unknown[]).includes(value);
}

/** The filter and the search in the address, so a reload or a shared link shows the same. */
export function listHref(status: SellerProductStatus, search: string): string {
  const params = new URLSearchParams();
  if (status !== "all") params.set("status", status);
  if (search.trim()) params.set("search", search.trim());
  const query = params.toString();
  return query ? `/shop/products?${query}` : "/shop/products";
}
