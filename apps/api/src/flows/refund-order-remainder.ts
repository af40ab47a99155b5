import type { Database } from "@kesht/db";
import { refundOrder } from "../modules/ledger/ledger.postings";
import { remainingOrderRials } from "../modules/orders/orders.packing";
import type { OrderRow } from "../modules/orders/orders.transition";

/**
 * A paid order is cancelled: what is still in the seller's pending income for it goes back to
 * the customer's wallet, the total less what packed-weight refunds gave back already
 * (docs/decisions/033-packed-weight.md), so nothing is refunded twice. Answers the amount.
 */
export async function refundOrderRemainder(
  tx: Database,
  order: Pick<OrderRow, "id" | "customerId" | "sellerId" | "totalRials">,
): Promise<number> {
  const amountRials = await remainingOrderRials(tx, order);
  if (amountRials > 0) {
    await refundOrder(tx, {
      customerId: order.customerId,
      sellerId: order.sellerId,
      orderId: order.id,
      amountRials,
    });
  }
  return amountRials;
}
