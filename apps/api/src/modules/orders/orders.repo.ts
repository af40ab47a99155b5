import { type Database, schema } from "@kesht/db";
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  ne,
  or,
  type SQL,
  type SQLWrapper,
  sql,
  type Table,
} from "drizzle-orm";
import { alias, type PgSelect } from "drizzle-orm/pg-core";
import { coverFileIdOf } from "../catalog/product-cover";
import type { OrderStatus } from "./orders.states";
import type { OrderRow } from "./orders.transition";

const {
  cancelMessages,
  cities,
  files,
  orderEvents,
  orderItems,
  orders,
  packageTypes,
  provinces,
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
 * A seller never sees an order that was not paid (it is the customer's until then). Nor does
 * the customer's list show an attempt that never got paid and was closed (its payment failed,
 * expired or was replaced): nothing was bought, the goods are still in the cart, and the
 * gateway's return still leads to its page, which says so.
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
  if (filter.customerId !== undefined) {
    conditions.push(
      eq(orders.customerId, filter.customerId),
      or(ne(orders.status, "cancelled"), isNotNull(orders.paidAt)),
    );
  }
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

/**
 * How many of a shop's orders were paid on a calendar day (YYYY-MM-DD) in `timeZone` and are
 * not cancelled since.
 */
export async function countPaidOn(
  db: Database,
  filter: { sellerId: number; day: string; timeZone: string },
): Promise<number> {
  const { day, timeZone } = filter;
  const [row] = await db
    .select({ count: count() })
    .from(orders)
    .where(
      and(
        eq(orders.sellerId, filter.sellerId),
        ne(orders.status, "cancelled"),
        sql`${orders.paidAt} >= (${day}::date::timestamp at time zone ${timeZone})`,
        sql`${orders.paidAt} < ((${day}::date + 1)::timestamp at time zone ${timeZone})`,
      ),
    );
  return row?.count ?? 0;
}

const stockTypeOfItem = {
  id: stockTypes.id,
  code: stockTypes.code,
  nameFa: stockTypes.nameFa,
  nameEn: stockTypes.nameEn,
};

/**
 * The lines of some orders with each one's unit and its product's cover file, in one
 * statement (the cover was a statement of its own; an order page shows every line with it).
 */
export function itemsOf(db: Database, orderIds: readonly number[]): Promise<OrderItemView[]> {
  return db
    .select({ item: orderItems, stockType: stockTypeOfItem, cover: files })
    .from(orderItems)
    .innerJoin(stockTypes, eq(stockTypes.id, orderItems.stockTypeId))
    .leftJoin(files, eq(files.id, coverFileIdOf(orderItems.productId)))
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.id));
}

/** An order's line as the order view reads it: the row, its unit, its product's cover. */
export interface OrderItemView {
  item: typeof orderItems.$inferSelect;
  stockType: { id: number; code: string; nameFa: string; nameEn: string };
  cover: typeof files.$inferSelect | null;
}

export type OrderEventRow = typeof orderEvents.$inferSelect;

export function eventsOf(db: Database, orderIds: readonly number[]): Promise<OrderEventRow[]> {
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

const shopCity = alias(cities, "shop_city");
const shopProvince = alias(provinces, "shop_province");
const orderCustomer = alias(users, "order_customer");

/** What an order names by id, as the order view shows it (each part null when not there). */
export interface OrderReferences {
  orderId: number;
  customerName: string | null;
  shop: { storeName: string; storeNameEn: string } | null;
  shopCity: { id: number; nameFa: string; nameEn: string } | null;
  shopProvince: { id: number; nameFa: string; nameEn: string } | null;
  packageType: { id: number; nameFa: string; nameEn: string } | null;
  timeBlock: { id: number; startsAt: string; endsAt: string } | null;
  cancelMessage: { id: number; titleFa: string; titleEn: string } | null;
}

const referenceFields = {
  customerName: orderCustomer.name,
  shop: {
    storeName: sellers.storeName,
    storeNameEn: sellers.storeNameEn,
  },
  shopCity: { id: shopCity.id, nameFa: shopCity.nameFa, nameEn: shopCity.nameEn },
  shopProvince: {
    id: shopProvince.id,
    nameFa: shopProvince.nameFa,
    nameEn: shopProvince.nameEn,
  },
  packageType: {
    id: packageTypes.id,
    nameFa: packageTypes.nameFa,
    nameEn: packageTypes.nameEn,
  },
  timeBlock: { id: timeBlocks.id, startsAt: timeBlocks.startsAt, endsAt: timeBlocks.endsAt },
  cancelMessage: {
    id: cancelMessages.id,
    titleFa: cancelMessages.titleFa,
    titleEn: cancelMessages.titleEn,
  },
};

/**
 * The joins behind `referenceFields`, from an order's columns (the table's, or a new order's
 * as its insert returns them). Left joins: a pickup has no window, an open order no cancel
 * reason.
 */
function joinReferences<T extends PgSelect>(
  query: T,
  order: {
    customerId: SQLWrapper;
    sellerId: SQLWrapper;
    packageTypeId: SQLWrapper;
    timeBlockId: SQLWrapper;
    cancelMessageId: SQLWrapper;
  },
) {
  return query
    .leftJoin(orderCustomer, eq(orderCustomer.id, order.customerId))
    .leftJoin(sellers, eq(sellers.userId, order.sellerId))
    .leftJoin(shopCity, eq(shopCity.id, sellers.cityId))
    .leftJoin(shopProvince, eq(shopProvince.id, sellers.provinceId))
    .leftJoin(packageTypes, eq(packageTypes.id, order.packageTypeId))
    .leftJoin(timeBlocks, eq(timeBlocks.id, order.timeBlockId))
    .leftJoin(cancelMessages, eq(cancelMessages.id, order.cancelMessageId));
}

/**
 * What each order names by id, read in one statement for a page of orders: the customer's
 * name, the shop's names and place (a pickup order is collected there), the package type,
 * the delivery window and the cancel reason.
 */
export function orderReferences(
  db: Database,
  orderIds: readonly number[],
): Promise<OrderReferences[]> {
  return joinReferences(
    db
      .select({ orderId: orders.id, ...referenceFields })
      .from(orders)
      .$dynamic(),
    orders,
  ).where(inArray(orders.id, [...orderIds]));
}

/** Unpaid orders made from a cart (at most one is live; older ones may await expiry). */
export function pendingOrdersOfCart(tx: Database, cartId: number) {
  return tx
    .select({ id: orders.id, reservedUntil: orders.reservedUntil })
    .from(orders)
    .where(and(eq(orders.cartId, cartId), eq(orders.status, "pending_payment")));
}

/** What an order holds of each variant, in (product, variant) order. */
export async function boughtOf(tx: Database, orderId: number) {
  const rows = await tx
    .select({
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      count: orderItems.count,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productId), asc(orderItems.variantId));
  return rows.map((row) => ({
    productId: row.productId,
    variantId: row.variantId,
    count: Number(row.count),
  }));
}

/**
 * Writes an order, answered with its row (`returning`) and, in the same statement, what it
 * names by id (`orderReferences`), so the order view after checkout reads neither again.
 */
export async function insertOrder(
  tx: Database,
  values: typeof orders.$inferInsert,
): Promise<{ row: OrderRow; references: OrderReferences }> {
  const created = tx.$with("created_order").as(tx.insert(orders).values(values).returning());
  const [answer] = await joinReferences(
    tx
      .with(created)
      .select({ row: columnsOf(created, orders), orderId: created.id, ...referenceFields })
      .from(created)
      .$dynamic(),
    created,
  );
  if (!answer) throw new Error("order insert returned nothing");
  const { row, ...references } = answer;
  return { row, references };
}

/** A CTE's columns of `table` (what its `returning()` gave), as a nested selection. */
function columnsOf<T extends Table, C extends object>(cte: C, table: T) {
  return Object.fromEntries(
    Object.keys(getTableColumns(table)).map((key) => [key, cte[key as keyof C]]),
  ) as { [K in keyof T["$inferSelect"]]: K extends keyof C ? C[K] : never };
}

/** An event as the statement below hands it over inside json (its time as PostgreSQL's text). */
type EventCell = Omit<OrderEventRow, "createdAt"> & { createdAt: string };

/**
 * A new order's items and its first events, in one statement, answered with what the order
 * view shows of them: the items as written (`returning`, with each one's unit and its
 * product's cover joined), and the events in id order, so the answer after checkout needs no
 * second read of what was just written. The events take their ids in the order given (the
 * order's history is read by id). An order has at least one item: the answer's rows are the
 * items', and the events ride on them.
 */
export async function insertOrderItemsAndEvents(
  tx: Database,
  items: (typeof orderItems.$inferInsert)[],
  events: (typeof orderEvents.$inferInsert)[],
): Promise<{ items: OrderItemView[]; events: OrderEventRow[] }> {
  if (items.length === 0) throw new Error("an order is written with at least one item");
  const written = tx.$with("written_items").as(tx.insert(orderItems).values(items).returning());
  const recorded = tx
    .$with("recorded_events")
    .as(tx.insert(orderEvents).values(events).returning());
  const item = columnsOf(written, orderItems);
  const rows = await tx
    .with(written, recorded)
    .select({
      item,
      stockType: stockTypeOfItem,
      cover: files,
      // The events once, beside every item row; their time goes as text and is read by the
      // column's own mapping below, exactly as a select of the table would read it.
      events: sql<EventCell[] | string>`(select json_agg(json_build_object(
          'id', ${recorded.id}, 'orderId', ${recorded.orderId},
          'fromStatus', ${recorded.fromStatus}, 'toStatus', ${recorded.toStatus},
          'actorId', ${recorded.actorId}, 'reason', ${recorded.reason},
          'createdAt', ${recorded.createdAt}::text) order by ${recorded.id})
        from ${recorded})`,
    })
    .from(written)
    .innerJoin(stockTypes, eq(stockTypes.id, written.stockTypeId))
    .leftJoin(files, eq(files.id, coverFileIdOf(written.productId)))
    .orderBy(asc(written.id));
  const cells = rows[0]?.events ?? [];
  // Drivers differ in whether json arrives parsed; both shapes become the array.
  const parsed = typeof cells === "string" ? (JSON.parse(cells) as EventCell[]) : cells;
  return {
    items: rows.map(({ item, stockType, cover }) => ({ item, stockType, cover })),
    events: parsed.map((cell) => ({
      ...cell,
      createdAt: orderEvents.createdAt.mapFromDriverValue(cell.createdAt) as Date,
    })),
  };
}

/** The orders, locked in id order (so two writers of overlapping sets never deadlock). */
export function lockOrdersById(tx: Database, ids: readonly number[]): Promise<OrderRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(orders)
    .where(inArray(orders.id, [...ids]))
    .orderBy(asc(orders.id))
    .for("update");
}

export async function setOrderGroup(
  tx: Database,
  ids: readonly number[],
  orderGroupId: number,
): Promise<void> {
  await tx
    .update(orders)
    .set({ orderGroupId, updatedAt: sql`now()` })
    .where(inArray(orders.id, [...ids]));
}

/** The orders of some groups, oldest first. */
export function ordersOfGroups(db: Database, groupIds: readonly number[]): Promise<OrderRow[]> {
  if (groupIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orders)
    .where(inArray(orders.orderGroupId, [...groupIds]))
    .orderBy(asc(orders.id));
}

/** How many items each order holds. */
export async function itemCounts(
  db: Database,
  orderIds: readonly number[],
): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orderItems.orderId, count: count() })
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .groupBy(orderItems.orderId);
  return new Map(rows.map((row) => [row.orderId, row.count]));
}

/** The lines of some orders as their weight needs them (packed amounts once weighed). */
export function weighedLines(db: Database, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderId: orderItems.orderId,
      count: sql<string>`coalesce(${orderItems.packedCount}, ${orderItems.count})`,
      unitCode: schema.stockTypes.code,
      unitWeightKg: orderItems.unitWeightKg,
    })
    .from(orderItems)
    .innerJoin(schema.stockTypes, eq(schema.stockTypes.id, orderItems.stockTypeId))
    .where(inArray(orderItems.orderId, [...orderIds]));
}

/** What the order pages show of each order's shipment: its group and the group's driver. */
export function shipmentsOf(db: Database, groupIds: readonly number[]) {
  const { drivers, orderGroups, vehicleTypes } = schema;
  return db
    .select({
      group: orderGroups,
      driver: { name: drivers.name, plate: drivers.plate, userId: drivers.userId },
      vehicleType: {
        id: vehicleTypes.id,
        nameFa: vehicleTypes.nameFa,
        nameEn: vehicleTypes.nameEn,
      },
    })
    .from(orderGroups)
    .leftJoin(drivers, eq(drivers.userId, orderGroups.driverId))
    .leftJoin(vehicleTypes, eq(vehicleTypes.id, drivers.vehicleTypeId))
    .where(inArray(orderGroups.id, [...groupIds]));
}
