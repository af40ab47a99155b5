import { cancellableStatuses, type Order, type orderCancelBodySchema } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import type { z } from "zod";
import { refundOrder } from "../modules/ledger/ledger.postings";
import { notifyOrderCancelled } from "../modules/notifications/notifications.service";
import { releaseOrderStock } from "../modules/orders/orders.payments";
import {
  cancelPaidOrder,
  cancelReason,
  ownCustomerOrder,
  ownSellerOrder,
} from "../modules/orders/orders.service";
import { toOrder } from "../modules/orders/orders.view";

type CancelInput = z.output<typeof orderCancelBodySchema>;

/**
 * Cancels a paid order with its refund, in one transaction: the order's own side first
 * (theirs to cancel, a reason of their side), then the status through the state table, the
 * stock back on the shelves, and the whole payment back to the customer's wallet.
 */
export async function cancelOrderWithRefund(
  db: Database,
  input: {
    by: keyof typeof cancellableStatuses;
    actorId: number;
    orderId: number;
    body: CancelInput;
  },
): Promise<Order> {
  if (input.by === "customer") await ownCustomerOrder(db, input.actorId, input.orderId);
  else await ownSellerOrder(db, input.actorId, input.orderId);
  const reason = await cancelReason(db, input.by, input.body);

  const cancelled = await db.transaction(async (tx) => {
    const order = await cancelPaidOrder(tx, {
      orderId: input.orderId,
      actorId: input.actorId,
      by: input.by,
      allowed: cancellableStatuses[input.by],
      reason,
    });
    // Stock first, money second: the same order of locks as checkout, so the two never wait
    // on each other in a circle.
    await releaseOrderStock(tx, order.id);
    await refundOrder(tx, {
      customerId: order.customerId,
      sellerId: order.sellerId,
      orderId: order.id,
      amountRials: order.totalRials,
    });
    await notifyOrderCancelled(tx, order, input.by);
    return order;
  });
  return toOrder(db, cancelled);
}
