import type { Database } from "@kesht/db";
import { sql } from "drizzle-orm";

/** Throws when the database does not answer. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
