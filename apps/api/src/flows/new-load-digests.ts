import type { Database } from "@kesht/db";
import { sendLoadDigests } from "../modules/notifications/notifications.moments";
import { recentLoadsByDriver } from "../modules/shipping/shipping.load-matches";

/**
 * New loads reach the drivers who can carry them (issue 27): shipping says which recent open
 * loads match each driver, notifications sends each a digest of those they have not heard
 * of, at most one per interval, so nobody gets more than a few texts an hour.
 */
export async function sendNewLoadDigests(
  db: Database,
  options: { now: Date; intervalMs: number },
): Promise<number> {
  return sendLoadDigests(db, await recentLoadsByDriver(db, options.now), options);
}
