/** What other features use of cart: they import it from here, never from a file inside. */
export { AddToCart } from "./add-to-cart";
export { CART_CACHE_KEY, useCartGroup, useQuietCartGroups } from "./cart-queries";
export { canCheckOut, cartCountOf } from "./cart-totals";
export { lineName } from "./line-name";
