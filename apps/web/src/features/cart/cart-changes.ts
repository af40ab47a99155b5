import type { CartGroups, Envelope } from "@kesht/contracts";
import { queryKeyOf } from "@/lib/api/cache-policy";
import type { OutcomeEnv } from "@/lib/api/handle-outcome";
import { defaultOutcomeEnv } from "@/lib/api/outcome-env";
import { madeQueryClient } from "@/lib/api/query-client-slot";
import { request } from "@/lib/api/request";
import { CART_CACHE_KEY, openCart, quietKey } from "./cart-keys";

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
  // Only a cache that exists holds a cart to update: a page that has read nothing through the
  // query library (the storefront's product page for a visitor) does not load it to add.
  const queryClient = madeQueryClient();
  queryClient?.setQueryData(queryKeyOf(openCart), envelope);
  queryClient?.setQueryData(quietKey, envelope);
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
