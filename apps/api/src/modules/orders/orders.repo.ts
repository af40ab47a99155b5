import { type Database, schema } from "@kesht/db";
import { and, asc, desc, eq, inArray, isNotNull, type SQL } from "drizzle-orm";
import type { OrderStatus } from "./orders.states";
import type { OrderRow } from "./orders.transition";

const {
  cancelMessages,
  orderEvents,
  orderItems,
  orders,
  packageTypes,
  sellers,
  stockTypes,
  timeBlocks,
  users,
} = schema;

export async function findOrder(db: Database, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/**
 * A page of orders, newest first; one extra row is fetched to tell whether more follow.
 * A seller never sees an order that was not paid (it is the customer's until then).
 */
export function listOrders(
  db: Database,
  filter: {
    customerId?: number;
    sellerId?: number;
    statuses: readonly OrderStatus[];
    limit: number;
    offset: number;
  },
): Promise<OrderRow[]> {
  const conditions: (SQL | undefined)[] = [inArray(orders.status, [...filter.statuses])];
  if (filter.customerId !== undefined) conditions.push(eq(orders.customerId, filter.customerId));
  if (filter.sellerId !== undefined) {
    conditions.push(eq(orders.sellerId, filter.sellerId), isNotNull(orders.paidAt));
  }
  return db
    .select()
    .from(orders)
    .where(and(...conditions))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

export function itemsOf(db: Database, orderIds: readonly number[]) {
  return db
    .select({
      item: orderItems,
      stockType: { id: stockTypes.id, nameFa: stockTypes.nameFa, nameEn: stockTypes.nameEn },
    })
    .from(orderItems)
    .innerJoin(stockTypes, eq(stockTypes.id, orderItems.stockTypeId))
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.id));
}

export function eventsOf(db: Database, orderIds: readonly number[]) {
  return db
    .select()
    .from(orderEvents)
    .where(inArray(orderEvents.orderId, [...orderIds]))
    .orderBy(asc(orderEvents.id));
}

export function customerNames(db: Database, ids: readonly number[]) {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [...ids]));
}

export function storeNames(db: Database, ids: readonly number[]) {
  return db
    .select({ id: sellers.userId, storeName: sellers.storeName, storeNameEn: sellers.storeNameEn })
    .from(sellers)
    .where(inArray(sellers.userId, [...ids]));
}

export function packageTypesByIds(db: Database, ids: readonly number[]) {
  return db
    .select()
    .from(packageTypes)
    .where(inArray(packageTypes.id, [...ids]));
}

export function timeBlocksByIds(db: Database, ids: readonly number[]) {
  return db
    .select()
    .from(timeBlocks)
    .where(inArray(timeBlocks.id, [...ids]));
}

export function cancelMessagesByIds(db: Database, ids: readonly number[]) {
  return db
    .select()
    .from(cancelMessages)
    .where(inArray(cancelMessages.id, [...ids]));
}
