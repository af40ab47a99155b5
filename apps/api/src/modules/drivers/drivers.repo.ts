import type { DriverReviewStatus } from "@kesht/contracts";
import { type Database, schema } from "@kesht/db";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { ReviewWrite } from "../review/review.workflow";

const { cities, drivers, driverServiceProvinces, provinces, users, vehicleTypes } = schema;

export type DriverRow = typeof drivers.$inferSelect;
export type VehicleTypeRow = typeof vehicleTypes.$inferSelect;
export type DriverValues = Omit<
  typeof drivers.$inferInsert,
  "userId" | "createdAt" | "reviewedBy" | "reviewedAt"
>;

export interface DriverWithUser {
  driver: DriverRow;
  vehicleType: VehicleTypeRow;
  mobile: string;
}

const withUser = { driver: drivers, vehicleType: vehicleTypes, mobile: users.mobile };

export function listVehicleTypes(db: Database): Promise<VehicleTypeRow[]> {
  return db.select().from(vehicleTypes).orderBy(asc(vehicleTypes.sortOrder), asc(vehicleTypes.id));
}

export async function vehicleTypeExists(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: vehicleTypes.id })
    .from(vehicleTypes)
    .where(eq(vehicleTypes.id, id));
  return rows.length > 0;
}

/** Which of `ids` are provinces. */
export async function existingProvinceIds(
  db: Database,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: provinces.id })
    .from(provinces)
    .where(inArray(provinces.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

export async function cityInProvince(
  db: Database,
  cityId: number,
  provinceId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.id, cityId), eq(cities.provinceId, provinceId)));
  return rows.length > 0;
}

export async function findDriver(db: Database, userId: number): Promise<DriverWithUser | null> {
  const [row] = await db
    .select(withUser)
    .from(drivers)
    .innerJoin(users, eq(users.id, drivers.userId))
    .innerJoin(vehicleTypes, eq(vehicleTypes.id, drivers.vehicleTypeId))
    .where(eq(drivers.userId, userId));
  return row ?? null;
}

/** The driver's row, locked until the transaction ends (a review and an edit queue). */
export async function lockDriver(db: Database, userId: number): Promise<DriverRow | null> {
  const [row] = await db.select().from(drivers).where(eq(drivers.userId, userId)).for("update");
  return row ?? null;
}

export function listDriversByStatus(
  db: Database,
  options: { status: DriverReviewStatus; limit: number; offset: number },
): Promise<DriverWithUser[]> {
  return db
    .select(withUser)
    .from(drivers)
    .innerJoin(users, eq(users.id, drivers.userId))
    .innerJoin(vehicleTypes, eq(vehicleTypes.id, drivers.vehicleTypeId))
    .where(eq(drivers.reviewStatus, options.status))
    .orderBy(desc(drivers.updatedAt), desc(drivers.userId))
    .limit(options.limit)
    .offset(options.offset);
}

export async function servedProvinces(
  db: Database,
  driverIds: readonly number[],
): Promise<{ driverId: number; provinceId: number }[]> {
  if (driverIds.length === 0) return [];
  return db
    .select()
    .from(driverServiceProvinces)
    .where(inArray(driverServiceProvinces.driverId, [...driverIds]))
    .orderBy(asc(driverServiceProvinces.provinceId));
}

export async function insertDriver(db: Database, userId: number, values: DriverValues) {
  await db.insert(drivers).values({ ...values, userId });
}

export async function updateDriver(db: Database, userId: number, values: Partial<DriverValues>) {
  await db
    .update(drivers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(drivers.userId, userId));
}

export async function replaceServedProvinces(
  db: Database,
  driverId: number,
  provinceIds: readonly number[],
) {
  await db.delete(driverServiceProvinces).where(eq(driverServiceProvinces.driverId, driverId));
  await db
    .insert(driverServiceProvinces)
    .values([...new Set(provinceIds)].map((provinceId) => ({ driverId, provinceId })));
}

/** An admin's decision, only while the driver is still pending (two admins may race). */
/** The review workflow's write: it applies only while the row still has the status read. */
export async function decideReview(
  db: Database,
  userId: number,
  { from, ...decided }: ReviewWrite<DriverReviewStatus>,
): Promise<boolean> {
  const where = and(eq(drivers.userId, userId), eq(drivers.reviewStatus, from));
  const set = { ...decided, reviewedAt: sql`now()` };
  return (await db.update(drivers).set(set).where(where).returning()).length > 0;
}

/** Each driver's rating (average stars, how many rated) and how many jobs they delivered. */
export async function standingsOf(db: Database, driverIds: readonly number[]) {
  const { driverRatings, orderGroups, orders } = schema;
  if (driverIds.length === 0) return { ratings: [], jobs: [] };
  const ratings = await db
    .select({
      driverId: driverRatings.driverId,
      average: sql<string>`avg(${driverRatings.stars})`,
      count: sql<number>`count(*)::int`,
    })
    .from(driverRatings)
    .where(inArray(driverRatings.driverId, [...driverIds]))
    .groupBy(driverRatings.driverId);
  // A job is done once none of its orders is still on the way (or waiting to be loaded).
  const jobs = await db
    .select({ driverId: orderGroups.driverId, count: sql<number>`count(*)::int` })
    .from(orderGroups)
    .where(
      and(
        inArray(orderGroups.driverId, [...driverIds]),
        sql`exists (select 1 from ${orders} where ${orders.orderGroupId} = ${orderGroups.id}
              and ${orders.status} in ('delivered', 'received', 'completed', 'disputed'))`,
        sql`not exists (select 1 from ${orders} where ${orders.orderGroupId} = ${orderGroups.id}
              and ${orders.status} in ('driver_assigned', 'in_transit'))`,
      ),
    )
    .groupBy(orderGroups.driverId);
  return { ratings, jobs };
}
