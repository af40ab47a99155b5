import type { Database } from "@kesht/db";
import { sql } from "drizzle-orm";

/** The NOTIFY channel migration 0019's triggers announce catalogue changes on. */
export const catalogueChangesChannel = "catalogue_changes";

/**
 * Tells every API instance's read cache that reference data changed (`all`: every cached
 * answer is filed under it), for the tables migration 0019 gave no trigger: package types,
 * which admins edit. Countries, delivery windows and cancel reasons change only with a
 * migration or a seed; their answers are kept 50 seconds at most (docs/read-cache.md). In a
 * transaction the notification goes out at commit, like a trigger's.
 */
export async function announceReferenceChange(db: Database): Promise<void> {
  await db.execute(sql`select pg_notify(${catalogueChangesChannel}, 'all')`);
}
