import type { DriverJob, OrderGroup, PickupBody } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { AppError } from "../lib/app-error";
import {
  answerPickup,
  recordPickup,
  type ShopDecision,
} from "../modules/load-pickups/load-pickups.service";
import { ordersOfGroups } from "../modules/orders/orders.shipping";
import { getDriverJob, lockOwnJob, workingDriver } from "../modules/shipping/shipping.driver";
import { getSellerGroup, lockOwnGroup } from "../modules/shipping/shipping.seller";

/*
 * Proof at pickup (issue 29 item 3, docs/decisions/036-freight.md). Both sides lock the group
 * row first, as `loaded` does, so a recording, the shop's answer and the departure queue up:
 * the shop never confirms a record the driver is replacing, and the load never leaves on one
 * that changed meanwhile.
 */

/**
 * The assigned driver records what they found at the shop, while the load is still waiting
 * for them (`driver_assigned`; 409 otherwise). 404 `job_not_found` for anyone else's group.
 */
export async function recordJobPickup(
  db: Database,
  input: { driverId: number; groupId: number; found: PickupBody },
): Promise<DriverJob> {
  await workingDriver(db, input.driverId);
  await db.transaction(async (tx) => {
    const group = await lockOwnJob(tx, input.driverId, input.groupId);
    const live = (await ordersOfGroups(tx, [group.id])).filter(
      (order) => order.status !== "cancelled",
    );
    if (live.length === 0 || live.some((order) => order.status !== "driver_assigned")) {
      throw new AppError("invalid_transition");
    }
    await recordPickup(tx, { group, driverId: input.driverId, found: input.found });
  });
  return getDriverJob(db, input.driverId, input.groupId);
}

/**
 * The shop confirms (the load may leave) or disputes (the driver records again, or the load
 * is cancelled through support) a pickup that differs from the load. 404 for another shop's
 * group, 409 `pickup_not_pending` unless a record waits for the answer.
 */
export async function answerShopPickup(
  db: Database,
  input: { sellerId: number; groupId: number; decision: ShopDecision; note?: string },
): Promise<OrderGroup> {
  await db.transaction(async (tx) => {
    const group = await lockOwnGroup(tx, input.sellerId, input.groupId);
    await answerPickup(tx, { groupId: group.id, decision: input.decision, note: input.note });
  });
  return getSellerGroup(db, input.sellerId, input.groupId);
}
