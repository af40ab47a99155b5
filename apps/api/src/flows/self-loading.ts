import type { OrderGroup } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { AppError } from "../lib/app-error";
import {
  assertInstantOpen,
  earliestStart,
} from "../modules/commerce-reference/delivery-windows.rules";
import {
  type DeliveryProofInput,
  issueDeliveryCodes,
} from "../modules/delivery-codes/delivery-codes.service";
import { notifyOnTheWay } from "../modules/notifications/notifications.moments";
import {
  lockSellerOrders,
  moveShipment,
  putOrdersInGroup,
} from "../modules/orders/orders.shipping";
import {
  assertGroupable,
  createGroup,
  getSellerGroup,
  ownGroup,
  setGroupCarrier,
} from "../modules/shipping/shipping.seller";
import { assertDeliveryProof, deliverWithProof } from "./deliver";

/**
 * The shop carries an order itself: a group of one with the shop as carrier, and the order
 * goes `preparing → in_transit` with the time the shop expects to deliver.
 */
export async function startSelfLoading(
  db: Database,
  input: { sellerId: number; orderId: number; expectedDeliveryAt: Date; now: Date },
): Promise<OrderGroup> {
  // The arrival the customer is told must still be ahead, by Tehran's clock.
  assertInstantOpen(input.expectedDeliveryAt, earliestStart(input.now), "expected_delivery_at");
  const groupId = await db.transaction(async (tx) => {
    const orders = await lockSellerOrders(tx, input.sellerId, [input.orderId]);
    const destinationCityId = assertGroupable(orders);
    const group = await createGroup(tx, { sellerId: input.sellerId, destinationCityId });
    await putOrdersInGroup(tx, [input.orderId], group.id);
    await setGroupCarrier(tx, group.id, {
      carrier: "seller",
      expectedDeliveryAt: input.expectedDeliveryAt,
      loadedAt: input.now,
    });
    const moved = await moveShipment(tx, orders, "preparing", "in_transit", input.sellerId);
    await issueDeliveryCodes(tx, moved);
    await notifyOnTheWay(tx, moved);
    return group.id;
  });
  return getSellerGroup(db, input.sellerId, groupId);
}

/** The order is the shop's, and the shop carries it: 409 `not_self_loading` for a driver's load. */
async function ownSelfLoaded(tx: Database, sellerId: number, orderId: number) {
  const [order] = await lockSellerOrders(tx, sellerId, [orderId]);
  if (!order) throw new AppError("order_not_found");
  const group = order.orderGroupId ? await ownGroup(tx, sellerId, order.orderGroupId) : undefined;
  if (group?.carrier !== "seller") throw new AppError("not_self_loading");
  return { order, group };
}

/**
 * The shop hands over an order it carried itself (`in_transit → delivered`), proven like a
 * driver's: by the customer's code, or by a reason and a photo.
 */
export async function deliverSelfLoaded(
  db: Database,
  input: { sellerId: number; orderId: number; proof: DeliveryProofInput },
): Promise<OrderGroup> {
  // Read first (its lock ends with this short transaction): the code is checked outside the
  // delivery's own transaction, so a wrong one stays counted.
  const found = await db.transaction((tx) => ownSelfLoaded(tx, input.sellerId, input.orderId));
  await assertDeliveryProof(db, {
    carrierId: input.sellerId,
    order: found.order,
    proof: input.proof,
  });
  await db.transaction(async (tx) => {
    const { order } = await ownSelfLoaded(tx, input.sellerId, input.orderId);
    await deliverWithProof(tx, { carrierId: input.sellerId, order, proof: input.proof });
  });
  return getSellerGroup(db, input.sellerId, found.group.id);
}
