/**
 * Every read of the cart (the header badge, /customer/cart, a checkout) is cached under this
 * key, and every change names it, so one change refreshes all of them (SPEC §7).
 */
export const CART_CACHE_KEY = "customer-carts";

export const openCart = {
  path: "/customer/carts",
  payload: { status: "cart" },
  cacheKey: CART_CACHE_KEY,
} as const;

/** The header badge's and the product page's quiet read of the open cart (useQuietCartGroups). */
export const quietKey = [CART_CACHE_KEY, "quiet"];
