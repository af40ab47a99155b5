import type { Database } from "@kesht/db";
import { carriedLoads } from "./freight.repo";
import * as repo from "./load-matches.repo";
import { shippingToday } from "./shipping.common";
import { citiesByIds } from "./shipping.repo";
import { placeOf, tripOf } from "./trip-loads";
import { loadFitsTrip } from "./trip-route";

/** How far back a load still counts as new to a driver. */
const newLoadWindowMs = 24 * 3600_000;

/**
 * Per driver, the ids of the loads of the last day they can carry (still open, not past): a
 * driver on a trip hears only of those that fit the room left and lie on the trip's way, as
 * their list shows them.
 */
export async function recentLoadsByDriver(db: Database, now: Date): Promise<Map<number, number[]>> {
  const rows = await repo.recentLoadMatches(db, {
    since: new Date(now.getTime() - newLoadWindowMs),
    fromDate: shippingToday(now),
  });
  const onBoard = await carriedLoads(db, [...new Set(rows.map((row) => row.driverId))]);
  const destinations = new Map(
    (await citiesByIds(db, [...new Set(rows.map((row) => row.destinationCityId))])).map((city) => [
      city.id,
      placeOf(city),
    ]),
  );
  const trips = new Map<number, { carriedKg: number; trip: ReturnType<typeof tripOf> }>();
  for (const driverId of new Set(onBoard.map((load) => load.driverId))) {
    const loads = onBoard.filter((load) => load.driverId === driverId);
    const carriedKg = loads.reduce((sum, load) => sum + load.weightKg, 0);
    trips.set(driverId, { carriedKg, trip: tripOf(loads) });
  }
  const byDriver = new Map<number, number[]>();
  for (const row of rows) {
    const onTrip = trips.get(row.driverId);
    const destination = destinations.get(row.destinationCityId);
    if (onTrip) {
      if (!destination || row.weightKg > row.capacityKg - onTrip.carriedKg) continue;
      if (!loadFitsTrip(onTrip.trip, { originProvinceId: row.originProvinceId, destination })) {
        continue;
      }
    }
    byDriver.set(row.driverId, [...(byDriver.get(row.driverId) ?? []), row.requestId]);
  }
  return byDriver;
}
