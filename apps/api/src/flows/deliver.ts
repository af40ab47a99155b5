import type { DriverJob } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { AppError } from "../lib/app-error";
import {
  checkDeliveryCode,
  type DeliveryProofInput,
  issueDeliveryCodes,
  spendDeliveryCode,
} from "../modules/delivery-codes/delivery-codes.service";
import { assertPickupAllowsLeaving } from "../modules/load-pickups/load-pickups.service";
import { notifyOnTheWay } from "../modules/notifications/notifications.moments";
import { notifyOrderDelivered } from "../modules/notifications/notifications.service";
import {
  deliverOrder,
  lockGroupOrders,
  moveShipment,
  ordersOfGroups,
} from "../modules/orders/orders.shipping";
import type { OrderRow } from "../modules/orders/orders.transition";
import {
  assertDeliveryPhoto,
  getDriverJob,
  lockOwnJob,
  markGroupLoaded,
  ownJob,
  workingDriver,
} from "../modules/shipping/shipping.driver";

/**
 * The driver has the load on board: every order of the job goes `driver_assigned → in_transit`,
 * and each gets the delivery code its customer will give at the door. Refused (409) until the
 * pickup is recorded and matched the load, or the shop confirmed it (decision 036).
 */
export async function markJobLoaded(
  db: Database,
  input: { driverId: number; groupId: number },
): Promise<DriverJob> {
  await workingDriver(db, input.driverId);
  await db.transaction(async (tx) => {
    const group = await lockOwnJob(tx, input.driverId, input.groupId);
    const moved = await moveShipment(
      tx,
      await lockGroupOrders(tx, group.id),
      "driver_assigned",
      "in_transit",
      input.driverId,
    );
    // After the orders' own check, so a job already on its way still answers as before.
    await assertPickupAllowsLeaving(tx, group.id);
    await markGroupLoaded(tx, group.id);
    await issueDeliveryCodes(tx, moved);
    await notifyOnTheWay(tx, moved);
  });
  return getDriverJob(db, input.driverId, input.groupId);
}

/**
 * What every carrier (a driver or a shop carrying its own order) does before delivering: the
 * photo must be theirs, the order must be on the way, and a typed code must be the customer's.
 * The code is checked outside the delivery's transaction so a wrong one stays counted.
 */
export async function assertDeliveryProof(
  db: Database,
  input: { carrierId: number; order: OrderRow | undefined; proof: DeliveryProofInput },
): Promise<OrderRow> {
  await assertDeliveryPhoto(db, input.carrierId, input.proof.photoFileId);
  if (!input.order) throw new AppError("order_not_found");
  if (input.order.status !== "in_transit") throw new AppError("invalid_transition");
  if (input.proof.method === "code") {
    await checkDeliveryCode(db, input.order.id, input.proof.code);
  }
  return input.order;
}

/** Inside the delivery's transaction: spends the code, then `in_transit → delivered`. */
export async function deliverWithProof(
  tx: Database,
  input: { carrierId: number; order: OrderRow; proof: DeliveryProofInput },
): Promise<void> {
  await spendDeliveryCode(tx, input.order.id, input.proof);
  await deliverOrder(tx, input.order, {
    actorId: input.carrierId,
    proof: input.proof.method,
    noCodeReason: input.proof.method === "no_code" ? input.proof.reason : null,
    photoFileId: input.proof.photoFileId ?? null,
    place: input.proof.place ?? null,
  });
  await notifyOrderDelivered(tx, input.order);
}

/**
 * The driver hands one order of the job to its customer (`in_transit → delivered`), proven by
 * the customer's code or by a reason and a photo; `delivered_at` starts the time to confirm.
 * Two deliveries at once queue on the job's row lock: the second finds the code spent (409).
 */
export async function deliverJobOrder(
  db: Database,
  input: { driverId: number; groupId: number; orderId: number; proof: DeliveryProofInput },
): Promise<DriverJob> {
  await workingDriver(db, input.driverId);
  const job = await ownJob(db, input.driverId, input.groupId);
  const members = await ordersOfGroups(db, [job.id]);
  await assertDeliveryProof(db, {
    carrierId: input.driverId,
    order: members.find((row) => row.id === input.orderId),
    proof: input.proof,
  });
  await db.transaction(async (tx) => {
    const group = await lockOwnJob(tx, input.driverId, input.groupId);
    const order = (await lockGroupOrders(tx, group.id)).find((row) => row.id === input.orderId);
    if (!order) throw new AppError("order_not_found");
    await deliverWithProof(tx, { carrierId: input.driverId, order, proof: input.proof });
  });
  return getDriverJob(db, input.driverId, input.groupId);
}
