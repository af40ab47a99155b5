import { type Database, schema } from "@kesht/db";
import { and, desc, eq, gt, gte, inArray, isNotNull, lt, sql } from "drizzle-orm";

const { cities, driverPositions, orderGroups, orders, provinces } = schema;

/** The NOTIFY channel a stored position is announced on (to every API instance). */
export const positionsChannel = "driver_positions";

/** Advisory-lock namespace: one position at a time per group (the others are 7_271, 7_272). */
const positionLockSpace = 7_281;

export type PositionRow = typeof driverPositions.$inferSelect;

/** What tracking needs of a group (the shipping module owns the table; this only reads it). */
export async function findTrackedGroup(db: Database, groupId: number) {
  const [row] = await db
    .select({
      id: orderGroups.id,
      sellerId: orderGroups.sellerId,
      driverId: orderGroups.driverId,
      carrier: orderGroups.carrier,
      loadedAt: orderGroups.loadedAt,
      destinationCityId: orderGroups.destinationCityId,
    })
    .from(orderGroups)
    .where(eq(orderGroups.id, groupId));
  return row;
}

export type TrackedGroup = NonNullable<Awaited<ReturnType<typeof findTrackedGroup>>>;

/** A customer's order and its group (orders are the orders module's; read only). */
export async function findOrderOfCustomer(db: Database, orderId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      customerId: orders.customerId,
      status: orders.status,
      orderGroupId: orders.orderGroupId,
      address: orders.address,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

/** The group's orders: their statuses say whether it travels, their addresses where to. */
export function ordersOfGroup(db: Database, groupId: number) {
  return db
    .select({ id: orders.id, status: orders.status, address: orders.address })
    .from(orders)
    .where(eq(orders.orderGroupId, groupId))
    .orderBy(orders.id);
}

export async function cityWithProvince(db: Database, cityId: number) {
  const [row] = await db
    .select({
      id: cities.id,
      nameEn: cities.nameEn,
      nameFa: cities.nameFa,
      provinceEn: provinces.nameEn,
      provinceFa: provinces.nameFa,
    })
    .from(cities)
    .innerJoin(provinces, eq(provinces.id, cities.provinceId))
    .where(eq(cities.id, cityId));
  return row;
}

/** Serialises position writes of one group until the transaction ends. */
export async function lockGroupPositions(tx: Database, groupId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${positionLockSpace}, ${groupId})`);
}

/** The group's position stored within the last `ms` milliseconds, if any (the latest). */
export async function positionWithin(tx: Database, groupId: number, ms: number) {
  const [row] = await tx
    .select({ id: driverPositions.id })
    .from(driverPositions)
    .where(
      and(
        eq(driverPositions.orderGroupId, groupId),
        gt(driverPositions.recordedAt, sql`now() - make_interval(secs => ${ms / 1000})`),
      ),
    )
    .orderBy(desc(driverPositions.recordedAt), desc(driverPositions.id))
    .limit(1);
  return row;
}

type PositionValues = Pick<
  typeof driverPositions.$inferInsert,
  "orderGroupId" | "driverId" | "latitude" | "longitude" | "accuracyM"
>;

export async function insertPosition(tx: Database, values: PositionValues): Promise<PositionRow> {
  const [row] = await tx.insert(driverPositions).values(values).returning();
  if (!row) throw new Error("position insert returned nothing");
  return row;
}

/** Moves a stored position to where the driver is now, as of now. */
export async function replacePosition(
  tx: Database,
  id: number,
  values: PositionValues,
): Promise<PositionRow> {
  const [row] = await tx
    .update(driverPositions)
    .set({ ...values, recordedAt: sql`now()` })
    .where(eq(driverPositions.id, id))
    .returning();
  if (!row) throw new Error("position update returned nothing");
  return row;
}

/** Announces a committed change to every listening API instance (sent at commit). */
export async function notify(tx: Database, channel: string, payload: string) {
  await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/** The latest `limit` positions since `since` (all of them when null), oldest first. */
export async function trailOf(db: Database, groupId: number, since: Date | null, limit: number) {
  const rows = await db
    .select()
    .from(driverPositions)
    .where(
      and(
        eq(driverPositions.orderGroupId, groupId),
        since ? gte(driverPositions.recordedAt, since) : isNotNull(driverPositions.id),
      ),
    )
    .orderBy(desc(driverPositions.id))
    .limit(limit);
  return rows.reverse();
}

/**
 * Deletes up to `batch` positions recorded before `before`; returns how many went. Batches keep
 * one statement (and its locks) short however many positions a month left behind.
 */
export async function deletePositionsBefore(
  db: Database,
  before: Date,
  batch: number,
): Promise<number> {
  const deleted = await db
    .delete(driverPositions)
    .where(
      inArray(
        driverPositions.id,
        db
          .select({ id: driverPositions.id })
          .from(driverPositions)
          .where(lt(driverPositions.recordedAt, before))
          .limit(batch),
      ),
    )
    .returning({ id: driverPositions.id });
  return deleted.length;
}
