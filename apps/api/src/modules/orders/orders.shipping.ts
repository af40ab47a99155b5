import type { DeliveryNoCodeReason, DeliveryProofMethod } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { AppError } from "../../lib/app-error";
import { weightKg } from "../commerce-reference/shipping.rules";
import * as repo from "./orders.repo";
import type { OrderStatus } from "./orders.states";
import { type OrderRow, transitionOrder } from "./orders.transition";

/*
 * What shipping asks of orders: which group an order travels in, and the status moves of a
 * shipment. Shipping's flows call these inside their transaction; `orders` is written only here.
 */

/**
 * The shop's orders, locked (in id order), for a change of their shipment: 404 for an id that
 * is not theirs or never paid (a seller cannot tell another shop's order from none).
 */
export async function lockSellerOrders(
  tx: Database,
  sellerId: number,
  ids: readonly number[],
): Promise<OrderRow[]> {
  const rows = await repo.lockOrdersById(tx, ids);
  if (
    rows.length !== new Set(ids).size ||
    rows.some((row) => row.sellerId !== sellerId || row.paidAt === null)
  ) {
    throw new AppError("order_not_found");
  }
  return rows;
}

/** A group's orders, locked in id order. */
export async function lockGroupOrders(tx: Database, groupId: number): Promise<OrderRow[]> {
  const members = await repo.ordersOfGroups(tx, [groupId]);
  return repo.lockOrdersById(
    tx,
    members.map((row) => row.id),
  );
}

export function ordersOfGroups(db: Database, groupIds: readonly number[]): Promise<OrderRow[]> {
  return repo.ordersOfGroups(db, groupIds);
}

export function itemCounts(db: Database, orderIds: readonly number[]) {
  return repo.itemCounts(db, orderIds);
}

export function putOrdersInGroup(tx: Database, ids: readonly number[], groupId: number) {
  return repo.setOrderGroup(tx, ids, groupId);
}

/**
 * Moves every order of `orders` that is in `from` to `to` (through the state table), and
 * refuses with 409 `invalid_transition` when one of them is somewhere else: a shipment moves
 * as one. Cancelled orders stay behind.
 */
export async function moveShipment(
  tx: Database,
  orders: readonly OrderRow[],
  from: OrderStatus,
  to: OrderStatus,
  actorId: number | null,
): Promise<OrderRow[]> {
  const live = orders.filter((order) => order.status !== "cancelled");
  if (live.length === 0 || live.some((order) => order.status !== from)) {
    throw new AppError("invalid_transition");
  }
  const moved: OrderRow[] = [];
  for (const order of live) moved.push(await transitionOrder(tx, order, to, { actorId }));
  return moved;
}

/**
 * One order delivered (`in_transit → delivered`) with how the handover was proven (the
 * customer's code, or a reason and a photo) and where, when the carrier's device could tell:
 * the customer's receipt clock starts.
 */
export function deliverOrder(
  tx: Database,
  order: OrderRow,
  input: {
    actorId: number;
    proof: DeliveryProofMethod;
    noCodeReason?: DeliveryNoCodeReason | null;
    photoFileId?: string | null;
    place?: { latitude: number; longitude: number } | null;
  },
): Promise<OrderRow> {
  return transitionOrder(tx, order, "delivered", {
    actorId: input.actorId,
    changes: {
      deliveredAt: new Date(),
      deliveryPhotoFileId: input.photoFileId ?? null,
      deliveryProof: input.proof,
      deliveryNoCodeReason: input.noCodeReason ?? null,
      deliveryLatitude: input.place?.latitude ?? null,
      deliveryLongitude: input.place?.longitude ?? null,
    },
  });
}

/** The orders of some groups as a shipment shows them: with the customer's name and item count. */
export async function shipmentOrders(db: Database, groupIds: readonly number[]) {
  const rows = await repo.ordersOfGroups(db, groupIds);
  const counts = await repo.itemCounts(
    db,
    rows.map((row) => row.id),
  );
  const names = await repo.customerNames(db, [...new Set(rows.map((row) => row.customerId))]);
  const lines = await repo.weighedLines(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    row,
    itemsCount: counts.get(row.id) ?? 0,
    // What the shop's loading request for the group starts from: its orders' weights summed.
    weightKg: weightKg(
      lines
        .filter((line) => line.orderId === row.id)
        .map((line) => ({ ...line, count: Number(line.count) })),
    ),
    customerName: names.find((name) => name.id === row.customerId)?.name ?? null,
  }));
}
