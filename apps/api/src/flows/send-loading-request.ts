import type { loadingRequestBodySchema, OrderGroup } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import type { z } from "zod";
import {
  lockGroupOrders,
  lockSellerOrders,
  moveShipment,
  putOrdersInGroup,
} from "../modules/orders/orders.shipping";
import {
  assertGroupable,
  assertLoadingRequestValid,
  createGroup,
  getSellerGroup,
  lockOwnGroup,
  type OrderGroupRow,
  openLoadingRequest,
} from "../modules/shipping/shipping.seller";

type LoadingRequestInput = z.output<typeof loadingRequestBodySchema>;

/**
 * Asks drivers to carry a group: the request opens and the group's orders go
 * `preparing → awaiting_driver`, together or not at all.
 */
export async function sendGroupLoadingRequest(
  db: Database,
  input: { sellerId: number; groupId: number; body: LoadingRequestInput; now: Date },
): Promise<OrderGroup> {
  await assertLoadingRequestValid(db, input.body, input.now);
  await db.transaction(async (tx) => {
    const group = await lockOwnGroup(tx, input.sellerId, input.groupId);
    await open(tx, input.sellerId, group, await lockGroupOrders(tx, group.id), input.body);
  });
  return getSellerGroup(db, input.sellerId, input.groupId);
}

/** The same from an order's page: the order becomes a group of one first. */
export async function sendOrderLoadingRequest(
  db: Database,
  input: { sellerId: number; orderId: number; body: LoadingRequestInput; now: Date },
): Promise<OrderGroup> {
  await assertLoadingRequestValid(db, input.body, input.now);
  const groupId = await db.transaction(async (tx) => {
    const orders = await lockSellerOrders(tx, input.sellerId, [input.orderId]);
    const destinationCityId = assertGroupable(orders);
    const group = await createGroup(tx, { sellerId: input.sellerId, destinationCityId });
    await putOrdersInGroup(tx, [input.orderId], group.id);
    await open(tx, input.sellerId, group, orders, input.body);
    return group.id;
  });
  return getSellerGroup(db, input.sellerId, groupId);
}

async function open(
  tx: Database,
  sellerId: number,
  group: OrderGroupRow,
  orders: Awaited<ReturnType<typeof lockGroupOrders>>,
  body: LoadingRequestInput,
) {
  assertGroupable(orders.filter((order) => order.status !== "cancelled"));
  await openLoadingRequest(tx, group, body);
  await moveShipment(tx, orders, "preparing", "awaiting_driver", sellerId);
}
