import type { DriverJob } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { AppError } from "../lib/app-error";
import { notifyOnTheWay } from "../modules/notifications/notifications.moments";
import { notifyOrderDelivered } from "../modules/notifications/notifications.service";
import { deliverOrder, lockGroupOrders, moveShipment } from "../modules/orders/orders.shipping";
import {
  assertDeliveryPhoto,
  getDriverJob,
  lockOwnJob,
  markGroupLoaded,
  workingDriver,
} from "../modules/shipping/shipping.driver";

/** The driver has the load on board: every order of the job goes `driver_assigned → in_transit`. */
export async function markJobLoaded(
  db: Database,
  input: { driverId: number; groupId: number },
): Promise<DriverJob> {
  await workingDriver(db, input.driverId);
  await db.transaction(async (tx) => {
    const group = await lockOwnJob(tx, input.driverId, input.groupId);
    const loaded = await moveShipment(
      tx,
      await lockGroupOrders(tx, group.id),
      "driver_assigned",
      "in_transit",
      input.driverId,
    );
    await markGroupLoaded(tx, group.id);
    await notifyOnTheWay(tx, loaded);
  });
  return getDriverJob(db, input.driverId, input.groupId);
}

/**
 * The driver hands one order of the job to its customer (`in_transit → delivered`), with an
 * optional photo; `delivered_at` starts the customer's time to confirm receipt.
 */
export async function deliverJobOrder(
  db: Database,
  input: { driverId: number; groupId: number; orderId: number; photoFileId?: string },
): Promise<DriverJob> {
  await workingDriver(db, input.driverId);
  await assertDeliveryPhoto(db, input.driverId, input.photoFileId);
  await db.transaction(async (tx) => {
    const group = await lockOwnJob(tx, input.driverId, input.groupId);
    const order = (await lockGroupOrders(tx, group.id)).find((row) => row.id === input.orderId);
    if (!order) throw new AppError("order_not_found");
    await deliverOrder(tx, order, {
      actorId: input.driverId,
      photoFileId: input.photoFileId ?? null,
    });
    await notifyOrderDelivered(tx, order);
  });
  return getDriverJob(db, input.driverId, input.groupId);
}
