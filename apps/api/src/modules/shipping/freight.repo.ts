import { type Database, schema } from "@kesht/db";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { LoadingRequestRow } from "./shipping.repo";

const { cities, drivers, loadingRequests, orderGroups, orders, sellers } = schema;

/** Orders still on a driver's vehicle (or about to be): chosen, not yet handed over. */
const stillCarried = sql`exists (select 1 from ${orders} where ${orders.orderGroupId} = ${orderGroups.id} and ${orders.status} in ('driver_assigned', 'in_transit'))`;

const shopCity = alias(cities, "shop_city");
const destinationCity = alias(cities, "destination_city");

/** Accepted loads with what a trip asks of each: weight, pickup (shop) and destination. */
function acceptedLoads(db: Database, where: SQL | undefined) {
  return db
    .select({
      driverId: sql<number>`${orderGroups.driverId}`,
      groupId: orderGroups.id,
      weightKg: loadingRequests.weightKg,
      originProvinceId: loadingRequests.originProvinceId,
      shopName: sellers.storeName,
      shopNameEn: sellers.storeNameEn,
      shopLatitude: sellers.latitude,
      shopLongitude: sellers.longitude,
      shopCity,
      destinationCity,
    })
    .from(loadingRequests)
    .innerJoin(orderGroups, eq(orderGroups.id, loadingRequests.orderGroupId))
    .innerJoin(sellers, eq(sellers.userId, orderGroups.sellerId))
    .leftJoin(shopCity, eq(shopCity.id, sellers.cityId))
    .innerJoin(destinationCity, eq(destinationCity.id, orderGroups.destinationCityId))
    .where(and(eq(loadingRequests.status, "accepted"), where))
    .orderBy(asc(loadingRequests.updatedAt), asc(loadingRequests.id));
}

/**
 * The loads the drivers were chosen for and have not delivered yet (their trips), in the
 * order they were accepted.
 */
export function carriedLoads(db: Database, driverIds: readonly number[]) {
  if (driverIds.length === 0) return Promise.resolve([]);
  return acceptedLoads(db, and(inArray(orderGroups.driverId, [...driverIds]), stillCarried));
}

/** The accepted loads of these groups, delivered or not. */
export function acceptedLoadsOfGroups(db: Database, groupIds: readonly number[]) {
  if (groupIds.length === 0) return Promise.resolve([]);
  return acceptedLoads(db, inArray(orderGroups.id, [...groupIds]));
}

export type CarriedLoad = Awaited<ReturnType<typeof carriedLoads>>[number];

/** Every city, with its province and point: the places a trip may go on to. */
export function allCities(db: Database) {
  return db.select().from(cities).limit(10_000);
}

/**
 * The driver's row, locked until the transaction ends: accepts of one driver on different
 * loads queue here (each request's own lock does not see the other), so their weights are
 * added one after the other. `no key update`: rows that merely refer to the driver (a
 * position, a proposal) are not held up by it.
 */
export async function lockDriverForLoad(tx: Database, driverId: number): Promise<void> {
  await tx
    .select({ id: drivers.userId })
    .from(drivers)
    .where(eq(drivers.userId, driverId))
    .for("no key update");
}

/** Writes the seller's change to an open request and moves it to its next revision. */
export async function reviseLoadingRequest(
  tx: Database,
  id: number,
  values: Pick<
    typeof loadingRequests.$inferInsert,
    | "loadingDate"
    | "timeBlockId"
    | "packageTypeId"
    | "weightKg"
    | "note"
    | "temperature"
    | "arriveBy"
    | "fragile"
    | "packageCount"
  >,
): Promise<LoadingRequestRow> {
  const [row] = await tx
    .update(loadingRequests)
    .set({ ...values, revision: sql`${loadingRequests.revision} + 1`, updatedAt: sql`now()` })
    .where(and(eq(loadingRequests.id, id), eq(loadingRequests.status, "open")))
    .returning();
  if (!row) throw new Error("loading request revision found no open row");
  return row;
}
