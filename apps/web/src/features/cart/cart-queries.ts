"use client";

import type { CartGroup, CartGroups } from "@kesht/contracts";
import { useQuery } from "@tanstack/react-query";
import { useApiQuery } from "@/lib/api";
import { fetchEnvelope } from "@/lib/api/fetch-envelope";
import { getQueryClient } from "@/lib/api/query-client";
import { openCart, quietKey } from "./cart-keys";

export { CART_CACHE_KEY } from "./cart-keys";

/** The open cart, by seller (SPEC §3, §7 `GET /customer/carts?status=cart`). */
export function useCartGroups(enabled = true) {
  return useApiQuery<CartGroups>({ ...openCart, enabled });
}

/**
 * The same call for the header badge and the product page's "in your cart" line, which fail
 * silently (SPEC §8: failures of the cart fetch are not shown; an expired session is the session
 * check's business, not a header's). Its entry is under the cart's key, so a change refreshes it.
 */
export function useQuietCartGroups(enabled: boolean) {
  const call = { path: openCart.path, payload: openCart.payload };
  return useQuery(
    {
      queryKey: quietKey,
      queryFn: () => fetchEnvelope<CartGroups>({ ...call, method: "GET" }),
      enabled,
    },
    getQueryClient(),
  );
}

/**
 * One seller's group, for its checkout. Not under the cart's key: checking it out is itself a
 * cart change, and the group, gone once ordered, must not be asked for again on the way out.
 */
export function useCartGroup(cartId: number) {
  return useApiQuery<CartGroup>({ path: `/customer/carts/${cartId}` });
}
