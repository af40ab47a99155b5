import type { OrderGroup } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { notifyProposalsDeclined } from "../modules/notifications/notifications.service";
import { lockGroupOrders, moveShipment } from "../modules/orders/orders.shipping";
import {
  closeLoadingRequest,
  getSellerGroup,
  lockSellerRequest,
} from "../modules/shipping/shipping.seller";

/**
 * The seller withdraws a request no driver was accepted for: pending proposals are declined
 * and the orders go back to `preparing` (they may be regrouped or sent again).
 */
export async function cancelLoadingRequest(
  db: Database,
  input: { sellerId: number; requestId: number },
): Promise<OrderGroup> {
  const groupId = await db.transaction(async (tx) => {
    const { request, group } = await lockSellerRequest(tx, input.sellerId, input.requestId);
    const declinedDriverIds = await closeLoadingRequest(tx, request, "cancelled");
    await notifyProposalsDeclined(tx, declinedDriverIds, { id: request.id, why: "cancelled" });
    await moveShipment(
      tx,
      await lockGroupOrders(tx, group.id),
      "awaiting_driver",
      "preparing",
      input.sellerId,
    );
    return group.id;
  });
  return getSellerGroup(db, input.sellerId, groupId);
}
