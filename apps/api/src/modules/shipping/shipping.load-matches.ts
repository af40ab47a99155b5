import type { Database } from "@kesht/db";
import * as repo from "./load-matches.repo";
import { shippingToday } from "./shipping.common";

/** How far back a load still counts as new to a driver. */
const newLoadWindowMs = 24 * 3600_000;

/** Per driver, the ids of the loads of the last day they can carry (still open, not past). */
export async function recentLoadsByDriver(db: Database, now: Date): Promise<Map<number, number[]>> {
  const rows = await repo.recentLoadMatches(db, {
    since: new Date(now.getTime() - newLoadWindowMs),
    fromDate: shippingToday(now),
  });
  const byDriver = new Map<number, number[]>();
  for (const row of rows) {
    byDriver.set(row.driverId, [...(byDriver.get(row.driverId) ?? []), row.requestId]);
  }
  return byDriver;
}
