import { type Database, schema } from "@kesht/db";
import { and, eq, gt, gte, or, sql } from "drizzle-orm";

const { loadingRequests, drivers, driverServiceProvinces, orderGroups, vehicleTypes } = schema;

/**
 * Open loads posted since `since`, each with the approved drivers who can carry it: they
 * serve its origin province, its weight is within their capacity, and a cool or frozen load
 * goes only to drivers of a refrigerated vehicle (the rule of the driver's list of open
 * requests, decision 036). What a driver's trip leaves (room, route: decision 038) is for the
 * caller to weigh, with the load's weight, origin and destination given here.
 */
export function recentLoadMatches(db: Database, filter: { since: Date; fromDate: string }) {
  return db
    .select({
      requestId: loadingRequests.id,
      driverId: drivers.userId,
      capacityKg: drivers.capacityKg,
      weightKg: loadingRequests.weightKg,
      originProvinceId: loadingRequests.originProvinceId,
      destinationCityId: orderGroups.destinationCityId,
    })
    .from(loadingRequests)
    .innerJoin(orderGroups, eq(orderGroups.id, loadingRequests.orderGroupId))
    .innerJoin(
      driverServiceProvinces,
      eq(driverServiceProvinces.provinceId, loadingRequests.originProvinceId),
    )
    .innerJoin(
      drivers,
      and(
        eq(drivers.userId, driverServiceProvinces.driverId),
        eq(drivers.reviewStatus, "approved"),
        sql`${loadingRequests.weightKg} <= ${drivers.capacityKg}`,
      ),
    )
    .innerJoin(vehicleTypes, eq(vehicleTypes.id, drivers.vehicleTypeId))
    .where(
      and(
        eq(loadingRequests.status, "open"),
        or(eq(loadingRequests.temperature, "ambient"), eq(vehicleTypes.refrigerated, true)),
        gt(loadingRequests.createdAt, filter.since),
        gte(loadingRequests.loadingDate, filter.fromDate),
      ),
    )
    .limit(10_000);
}
