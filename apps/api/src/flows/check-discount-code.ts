import type { DiscountCheck } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { findOwnOpenCart, getCartGroup } from "../modules/cart/cart.service";
import { checkCode } from "../modules/discounts/discounts.service";

/**
 * What a discount code would take off one of the customer's open cart groups now, at today's
 * prices (the cart's own total), or why not (decision 040). A read: checkout applies the code
 * again under its row lock, so this answer holds nothing.
 */
export async function checkDiscountCode(
  db: Database,
  input: { customerId: number; cartId: number; code: string; now: Date },
): Promise<DiscountCheck> {
  await findOwnOpenCart(db, input.customerId, input.cartId);
  const group = await getCartGroup(db, input.customerId, input.cartId);
  return checkCode(db, input.code, {
    customerId: input.customerId,
    sellerId: group.seller.id,
    itemsTotalRials: group.items_total_rials,
    now: input.now,
  });
}
