"use client";

import type { CartGroup, CartGroups, Envelope, StockType } from "@kesht/contracts";
import { useQuery } from "@tanstack/react-query";
import { getQueryClient, request, useApiQuery } from "@/lib/api";
import { queryKeyOf, referenceDataCache } from "@/lib/api/cache-policy";
import { fetchEnvelope } from "@/lib/api/fetch-envelope";
import type { OutcomeEnv } from "@/lib/api/handle-outcome";
import { defaultOutcomeEnv } from "@/lib/api/outcome-env";

/**
 * Every read of the cart (the header badge, /customer/cart, a checkout) is cached under this
 * key, and every change names it, so one change refreshes all of them (SPEC §7).
 */
export const CART_CACHE_KEY = "customer-carts";

const openCart = {
  path: "/customer/carts",
  payload: { status: "cart" },
  cacheKey: CART_CACHE_KEY,
} as const;

/** The open cart, by seller (SPEC §3, §7 `GET /customer/carts?status=cart`). */
export function useCartGroups(enabled = true) {
  return useApiQuery<CartGroups>({ ...openCart, enabled });
}

const quietKey = [CART_CACHE_KEY, "quiet"];

/**
 * The same call for the header badge and the product page's "in your cart" line, which fail
 * silently (SPEC §8: failures of the cart fetch are not shown; an expired session is the session
 * check's business, not a header's). Its entry is under the cart's key, so a change refreshes it.
 */
export function useQuietCartGroups(enabled: boolean) {
  const call = { path: openCart.path, payload: openCart.payload };
  return useQuery({
    queryKey: quietKey,
    queryFn: () => fetchEnvelope<CartGroups>({ ...call, method: "GET" }),
    enabled,
  });
}

/**
 * One seller's group, for its checkout. Not under the cart's key: checking it out is itself a
 * cart change, and the group, gone once ordered, must not be asked for again on the way out.
 */
export function useCartGroup(cartId: number) {
  return useApiQuery<CartGroup>({ path: `/customer/carts/${cartId}` });
}

/** Which units may be bought in fractions; product and cart rows carry only the unit's id. */
export function useFractionalUnits(): (stockTypeId: number) => boolean {
  const stockTypes = useApiQuery<StockType[]>({
    path: "/stock-types",
    ...referenceDataCache,
  });
  const rows = stockTypes.data?.data;
  // Until the units are known, whole steps: the API accepts them for every unit.
  return (stockTypeId) => rows?.find((row) => row.id === stockTypeId)?.allows_fraction ?? false;
}

/**
 * The request surroundings without the API's own success toast: adding announces itself with
 * a toast that offers the way to the cart, and a stepper's change shows in the line itself.
 */
function withoutSuccessToast(): OutcomeEnv {
  const env = defaultOutcomeEnv();
  return { ...env, toast: { ...env.toast, success: () => {} } };
}

/**
 * Every cart change answers with the whole cart: it is shown at once (the refetch the change
 * starts confirms it), so a stepper never jumps back to the old count while that runs.
 */
function showAnswer(envelope: Envelope<CartGroups> | null): Envelope<CartGroups> | null {
  if (!envelope) return null;
  const queryClient = getQueryClient();
  queryClient.setQueryData(queryKeyOf(openCart), envelope);
  queryClient.setQueryData(quietKey, envelope);
  return envelope;
}

/** Puts `count` of a product in the cart: of its pack or size `variantId` when it has several. */
export async function addToCart(productId: number, count: number, variantId?: number) {
  const envelope = await request<CartGroups>(
    {
      method: "POST",
      path: "/customer/carts",
      payload: { product_id: productId, count, ...(variantId ? { variant_id: variantId } : {}) },
      cacheKey: CART_CACHE_KEY,
      label: "add to cart",
    },
    withoutSuccessToast(),
  );
  return showAnswer(envelope);
}

export async function setLineCount(lineId: number, count: number) {
  const envelope = await request<CartGroups>(
    {
      method: "PUT",
      path: `/customer/carts/items/${lineId}`,
      payload: { count },
      cacheKey: CART_CACHE_KEY,
      label: "change cart count",
    },
    withoutSuccessToast(),
  );
  return showAnswer(envelope);
}

export async function removeLine(lineId: number) {
  const envelope = await request<CartGroups>(
    {
      method: "DELETE",
      path: `/customer/carts/items/${lineId}`,
      cacheKey: CART_CACHE_KEY,
      label: "remove from cart",
    },
    // The line disappears, so the API's "Removed from your cart." is the only word on it.
  );
  return showAnswer(envelope);
}
