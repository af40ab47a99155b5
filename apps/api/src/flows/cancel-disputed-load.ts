import type { Order, OrderGroup } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { AppError } from "../lib/app-error";
import { recordAdminAction } from "../modules/audit/audit.service";
import { assertPickupAllowsCancel } from "../modules/load-pickups/load-pickups.service";
import { notifyProposalsDeclined } from "../modules/notifications/notifications.service";
import { findOrderForAdmin } from "../modules/orders/orders.admin";
import { lockGroupOrders, moveShipment } from "../modules/orders/orders.shipping";
import { toOrder } from "../modules/orders/orders.view";
import { lockGroupToCancel, releaseAssignedDriver } from "../modules/shipping/load-cancel";
import {
  getSellerGroup,
  lockOwnGroup,
  type OrderGroupRow,
} from "../modules/shipping/shipping.seller";

/*
 * Cancelling a load whose pickup the shop disputed (issue 29 item 3, decision 045): the
 * driver is released and told, the orders go `driver_assigned → preparing` (to be sent
 * again, regrouped or carried by the shop), and the pickup record stays with the group as
 * evidence. No money moves: the driver's share is paid only at settlement.
 *
 * The group row is locked first, as the driver's recording, the shop's answer and `loaded`
 * do, so whichever comes first wins and the other finds the state moved (409, or 404 for the
 * driver whose job it no longer is).
 */

/** The shop's cancel: 404 for another shop's group, 409 `load_not_cancellable` off a dispute. */
export async function cancelDisputedLoad(
  db: Database,
  input: { sellerId: number; groupId: number },
): Promise<OrderGroup> {
  await db.transaction(async (tx) => {
    const group = await lockOwnGroup(tx, input.sellerId, input.groupId);
    await cancelLoadOfGroup(tx, group, { actorId: input.sellerId, by: "shop" });
  });
  return getSellerGroup(db, input.sellerId, input.groupId);
}

/**
 * An admin resolving the dispute cancels the load from one of its orders' pages: the whole
 * load (every order of its group), with the reason in the admin's words, audited in the same
 * transaction. 404 for an unknown order, 409 `load_not_cancellable` as for the shop.
 */
export async function cancelDisputedLoadByAdmin(
  db: Database,
  input: { adminId: number; orderId: number; reason: string },
): Promise<Order> {
  // Read without a lock: the group's lock comes first, then its orders', as everywhere.
  const { row } = await findOrderForAdmin(db, input.orderId);
  if (row.orderGroupId === null) throw new AppError("load_not_cancellable");
  const groupId = row.orderGroupId;
  await db.transaction(async (tx) => {
    const group = await lockGroupToCancel(tx, groupId);
    await cancelLoadOfGroup(tx, group, { actorId: input.adminId, by: "admin" });
    await recordAdminAction(tx, {
      adminUserId: input.adminId,
      action: "order.cancel_load",
      targetKind: "order",
      targetId: input.orderId,
      before: { status: "driver_assigned", order_group_id: groupId },
      after: { status: "preparing", reason: input.reason },
    });
  });
  return toOrder(db, (await findOrderForAdmin(db, input.orderId)).row);
}

async function cancelLoadOfGroup(
  tx: Database,
  group: OrderGroupRow,
  input: { actorId: number; by: "shop" | "admin" },
): Promise<void> {
  const orders = await lockGroupOrders(tx, group.id);
  const live = orders.filter((order) => order.status !== "cancelled");
  if (live.length === 0 || live.some((order) => order.status !== "driver_assigned")) {
    throw new AppError("load_not_cancellable");
  }
  await assertPickupAllowsCancel(tx, group.id);
  const released = await releaseAssignedDriver(tx, group);
  await moveShipment(tx, orders, "driver_assigned", "preparing", input.actorId);
  await notifyProposalsDeclined(tx, [released.driverId], {
    id: released.requestId,
    why: input.by === "shop" ? "load_cancelled" : "load_cancelled_by_admin",
  });
}
