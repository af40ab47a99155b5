import type { OrderGroup } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { lockSellerOrders, putOrdersInGroup } from "../modules/orders/orders.shipping";
import { assertGroupable, createGroup, getSellerGroup } from "../modules/shipping/shipping.seller";

/**
 * Puts some of a shop's preparing orders into one group (a shipment) to their one
 * destination city. A preparing order has no live loading request, so it may leave the group
 * it was in (a cancelled or expired request's); that group, emptied, drops out of the lists.
 */
export async function groupOrders(
  db: Database,
  input: { sellerId: number; orderIds: readonly number[] },
): Promise<OrderGroup> {
  const group = await db.transaction(async (tx) => {
    const orders = await lockSellerOrders(tx, input.sellerId, input.orderIds);
    const destinationCityId = assertGroupable(orders);
    const created = await createGroup(tx, { sellerId: input.sellerId, destinationCityId });
    await putOrdersInGroup(
      tx,
      orders.map((order) => order.id),
      created.id,
    );
    return created;
  });
  return getSellerGroup(db, input.sellerId, group.id);
}
