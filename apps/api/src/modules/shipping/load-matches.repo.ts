import { type Database, schema } from "@kesht/db";
import { and, eq, gt, gte, sql } from "drizzle-orm";

const { loadingRequests, drivers, driverServiceProvinces } = schema;

/**
 * Open loads posted since `since`, each with the approved drivers who can carry it: they
 * serve its origin province and its weight is within their capacity (the same rule as the
 * driver's list of open requests). Loading requests name no vehicle type, so none is matched.
 */
export function recentLoadMatches(db: Database, filter: { since: Date; fromDate: string }) {
  return db
    .select({ requestId: loadingRequests.id, driverId: drivers.userId })
    .from(loadingRequests)
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
    .where(
      and(
        eq(loadingRequests.status, "open"),
        gt(loadingRequests.createdAt, filter.since),
        gte(loadingRequests.loadingDate, filter.fromDate),
      ),
    )
    .limit(10_000);
}
