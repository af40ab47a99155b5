import { positiveId } from "@/features/addresses";

/** /customer/cart/checkout/[cart_id]?address_id=: the group, and an address to start with. */
export function readCheckoutParams(
  cartId: string,
  params: Record<string, string | string[] | undefined>,
): { cartId: number | null; addressId: number | null } {
  return { cartId: positiveId(cartId), addressId: positiveId(params.address_id) };
}
