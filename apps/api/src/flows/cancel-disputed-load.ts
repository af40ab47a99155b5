import type { OrderGroup } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { AppError } from "../lib/app-error";
import { assertPickupAllowsCancel } from "../modules/load-pickups/load-pickups.service";
import { notifyProposalsDeclined } from "../modules/notifications/notifications.service";
import { lockGroupOrders, moveShipment } from "../modules/orders/orders.shipping";
import { releaseAssignedDriver } from "../modules/shipping/load-cancel";
import { getSellerGroup, lockOwnGroup } from "../modules/shipping/shipping.seller";

/**
 * The shop cancels a load whose pickup it disputed (issue 29 item 3, decision 045): the
 * driver is released and told, the orders go `driver_assigned → preparing` (to be sent
 * again, regrouped or carried by the shop), and the pickup record stays with the group as
 * evidence. No money moves: the driver's share is paid only at settlement.
 *
 * The group row is locked first, as the driver's recording, the shop's answer and `loaded`
 * do, so whichever comes first wins and the other finds the state moved (409, or 404 for the
 * driver whose job it no longer is).
 */
export async function cancelDisputedLoad(
  db: Database,
  input: { sellerId: number; groupId: number },
): Promise<OrderGroup> {
  await db.transaction(async (tx) => {
    const group = await lockOwnGroup(tx, input.sellerId, input.groupId);
    const orders = await lockGroupOrders(tx, group.id);
    const live = orders.filter((order) => order.status !== "cancelled");
    if (live.length === 0 || live.some((order) => order.status !== "driver_assigned")) {
      throw new AppError("load_not_cancellable");
    }
    await assertPickupAllowsCancel(tx, group.id);
    const released = await releaseAssignedDriver(tx, group);
    await moveShipment(tx, orders, "driver_assigned", "preparing", input.sellerId);
    await notifyProposalsDeclined(tx, [released.driverId], {
      id: released.requestId,
      why: "load_cancelled",
    });
  });
  return getSellerGroup(db, input.sellerId, input.groupId);
}
