import type { OrderStatus } from "@kesht/contracts";
import { type Database, schema } from "@kesht/db";
import { and, asc, eq, inArray, sql } from "drizzle-orm";

const { orderGroups, orderItems, orders, stockTypes } = schema;

/*
 * What settlement reads: the shipment an order travelled in and the lines of the group's
 * orders (their weights share out the driver's price). Settlement writes nothing here; its
 * money goes through the ledger module.
 */

export async function findGroup(db: Database, groupId: number) {
  const [row] = await db
    .select({
      id: orderGroups.id,
      carrier: orderGroups.carrier,
      driverId: orderGroups.driverId,
      driverPriceRials: orderGroups.driverPriceRials,
    })
    .from(orderGroups)
    .where(eq(orderGroups.id, groupId));
  return row;
}

/** Every line of every order of the group (whatever became of the order), with its unit. */
export function groupLines(db: Database, groupId: number) {
  return db
    .select({
      orderId: orders.id,
      // What travels: the packed amount once the shop has weighed it (decision 033).
      count: sql<string | null>`coalesce(${orderItems.packedCount}, ${orderItems.count})`,
      unitCode: stockTypes.code,
      unitWeightKg: orderItems.unitWeightKg,
    })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .leftJoin(stockTypes, eq(stockTypes.id, orderItems.stockTypeId))
    .where(eq(orders.orderGroupId, groupId))
    .orderBy(asc(orders.id), asc(orderItems.id));
}

/**
 * A driver's orders on their way to settlement: carried (or about to be) in a group the driver
 * was chosen for, and not yet received or cancelled, so their share is still to come.
 */
export function unsettledOrdersOfDriver(
  db: Database,
  driverId: number,
  statuses: readonly OrderStatus[],
) {
  return db
    .select({ id: orders.id, orderGroupId: orders.orderGroupId })
    .from(orders)
    .innerJoin(orderGroups, eq(orderGroups.id, orders.orderGroupId))
    .where(
      and(
        eq(orderGroups.driverId, driverId),
        eq(orderGroups.carrier, "driver"),
        inArray(orders.status, [...statuses]),
      ),
    )
    .orderBy(asc(orders.id));
}
