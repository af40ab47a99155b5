import type { Database } from "@kesht/db";
import { notifyProposalsDeclined } from "../modules/notifications/notifications.service";
import { lockGroupOrders, moveShipment } from "../modules/orders/orders.shipping";
import {
  closeLoadingRequest,
  lockOverdueRequest,
  overdueLoadingRequestIds,
} from "../modules/shipping/shipping.seller";

/**
 * Expires the open loading requests whose loading day passed with no driver accepted: the
 * pending proposals are declined and the orders go back to `preparing`, so the seller can
 * send a new request or carry them itself. One transaction per request; each re-checks its
 * request under lock, so a second run (or a second worker) finds nothing left to do.
 */
export async function expireLoadingRequests(db: Database): Promise<number> {
  let expired = 0;
  for (const requestId of await overdueLoadingRequestIds(db)) {
    const done = await db.transaction(async (tx) => {
      const request = await lockOverdueRequest(tx, requestId);
      if (!request) return false;
      const declinedDriverIds = await closeLoadingRequest(tx, request, "expired");
      await notifyProposalsDeclined(tx, declinedDriverIds, { id: request.id, why: "expired" });
      const orders = await lockGroupOrders(tx, request.orderGroupId);
      const waiting = orders.filter((order) => order.status === "awaiting_driver");
      if (waiting.length > 0) await moveShipment(tx, waiting, "awaiting_driver", "preparing", null);
      return true;
    });
    if (done) expired += 1;
  }
  return expired;
}
