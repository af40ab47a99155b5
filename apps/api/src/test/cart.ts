import type { App } from "../app";

/**
 * The customer puts `count` of a product in the cart, as the product page does (`count` as the
 * client sent it, a string too). Answers the raw response.
 */
export function addToCart(
  app: App,
  headers: Record<string, string>,
  productId: number,
  count: unknown,
) {
  return app.inject({
    method: "POST",
    url: "/api/v1/customer/carts",
    headers,
    payload: { product_id: productId, count },
  });
}
