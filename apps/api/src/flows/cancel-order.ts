import {
  adminCancellableStatuses,
  cancellableStatuses,
  type Order,
  type OrderStatus,
  type orderCancelBodySchema,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import type { z } from "zod";
import { AppError } from "../lib/app-error";
import { recordAdminAction } from "../modules/audit/audit.service";
import { notifyOrderRefunded } from "../modules/notifications/notifications.moments";
import { notifyOrderCancelled } from "../modules/notifications/notifications.service";
import { releaseOrderStock } from "../modules/orders/orders.payments";
import {
  cancelPaidOrder,
  cancelReason,
  lockOrder,
  ownCustomerOrder,
  ownSellerOrder,
} from "../modules/orders/orders.service";
import { toOrder } from "../modules/orders/orders.view";
import { refundOrderRemainder } from "./refund-order-remainder";

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

  const { order } = await db.transaction((tx) =>
    cancelAndRefund(tx, {
      orderId: input.orderId,
      actorId: input.actorId,
      by: input.by,
      allowed: cancellableStatuses[input.by],
      reason,
    }),
  );
  return toOrder(db, order);
}

/**
 * An admin cancels a paid order from its page in the console (issue 14 item 6): the same
 * cancel and refund as a shop's, from what the admins may cancel (`adminCancellableStatuses`),
 * with the reason in the admin's words, audited in the same transaction.
 */
export async function cancelOrderByAdmin(
  db: Database,
  input: { adminId: number; orderId: number; reason: string },
): Promise<Order> {
  const cancelled = await db.transaction(async (tx) => {
    // Locked here already, so the audit row's "before" is the status that was cancelled.
    const current = await lockOrder(tx, input.orderId);
    if (!current) throw new AppError("order_not_found");
    const { order, refundedRials } = await cancelAndRefund(tx, {
      orderId: input.orderId,
      actorId: input.adminId,
      by: "admin",
      allowed: adminCancellableStatuses,
      reason: { cancelMessageId: null, text: input.reason },
    });
    await recordAdminAction(tx, {
      adminUserId: input.adminId,
      action: "order.cancel",
      targetKind: "order",
      targetId: order.id,
      before: { status: current.status },
      after: { status: "cancelled", reason: input.reason, refunded_rials: refundedRials },
    });
    return order;
  });
  return toOrder(db, cancelled);
}

async function cancelAndRefund(
  tx: Database,
  input: {
    orderId: number;
    actorId: number;
    by: "customer" | "seller" | "admin";
    allowed: readonly OrderStatus[];
    reason: { cancelMessageId: number | null; text: string | null };
  },
) {
  const order = await cancelPaidOrder(tx, input);
  // Stock first, money second: the same order of locks as checkout, so the two never wait
  // on each other in a circle.
  await releaseOrderStock(tx, order.id);
  const refundedRials = await refundOrderRemainder(tx, order);
  await notifyOrderCancelled(tx, order, input.by);
  await notifyOrderRefunded(tx, order);
  return { order, refundedRials };
}
