import type { Order, ResolveDisputeBody } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { recordAdminAction } from "../modules/audit/audit.service";
import { notifyOrderCancelled } from "../modules/notifications/notifications.service";
import { expectStatus, markDisputeCancelled } from "../modules/orders/orders.receipt";
import { lockOrder } from "../modules/orders/orders.service";
import { toOrder } from "../modules/orders/orders.view";
import { payDriverOfCancelledOrder } from "../modules/settlement/settlement.service";
import { receiveAndSettle } from "./confirm-receipt";
import { refundOrderRemainder } from "./refund-order-remainder";

/**
 * An admin resolves a disputed order (docs/decisions/012-settlement.md), in one transaction:
 * - `received`: as if the customer had confirmed receipt, and settled the same way;
 * - `cancelled`: the customer gets back everything paid (goods and shipping fee) from the
 *   seller's pending income; the driver who carried it is still paid their share, by the
 *   seller (wallet first, then deficit); the platform takes no commission. The goods are not
 *   put back on the shelves: they left the shop.
 */
export async function resolveDispute(
  db: Database,
  input: {
    adminId: number;
    orderId: number;
    body: { outcome: ResolveDisputeBody["outcome"]; note: string };
    commissionPercent: number;
  },
): Promise<Order> {
  const resolved = await db.transaction(async (tx) => {
    const order = expectStatus(await lockOrder(tx, input.orderId), "disputed");
    await recordAdminAction(tx, {
      adminUserId: input.adminId,
      action: "dispute.resolve",
      targetKind: "dispute",
      targetId: input.orderId,
      before: { status: "disputed" },
      after: { outcome: input.body.outcome, note: input.body.note },
    });
    if (input.body.outcome === "received") {
      return receiveAndSettle(tx, order, {
        actorId: input.adminId,
        reason: input.body.note,
        commissionPercent: input.commissionPercent,
      });
    }
    const cancelled = await markDisputeCancelled(tx, order, input.adminId, input.body.note);
    await refundOrderRemainder(tx, cancelled);
    await payDriverOfCancelledOrder(tx, cancelled);
    await notifyOrderCancelled(tx, cancelled, "admin");
    return cancelled;
  });
  return toOrder(db, resolved);
}
