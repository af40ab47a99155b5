import type { OrderGroup } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { AppError } from "../lib/app-error";
import {
  assertInstantOpen,
  earliestStart,
} from "../modules/commerce-reference/delivery-windows.rules";
import { notifyOnTheWay } from "../modules/notifications/notifications.moments";
import { notifyOrderDelivered } from "../modules/notifications/notifications.service";
import {
  deliverOrder,
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
    await notifyOnTheWay(
      tx,
      await moveShipment(tx, orders, "preparing", "in_transit", input.sellerId),
    );
    return group.id;
  });
  return getSellerGroup(db, input.sellerId, groupId);
}

/** The shop hands over an order it carried itself: `in_transit → delivered`. */
export async function deliverSelfLoaded(
  db: Database,
  input: { sellerId: number; orderId: number },
): Promise<OrderGroup> {
  const groupId = await db.transaction(async (tx) => {
    const [order] = await lockSellerOrders(tx, input.sellerId, [input.orderId]);
    if (!order) throw new AppError("order_not_found");
    const group = order.orderGroupId
      ? await ownGroup(tx, input.sellerId, order.orderGroupId)
      : undefined;
    if (group?.carrier !== "seller") throw new AppError("not_self_loading");
    await deliverOrder(tx, order, { actorId: input.sellerId });
    await notifyOrderDelivered(tx, order);
    return group.id;
  });
  return getSellerGroup(db, input.sellerId, groupId);
}
