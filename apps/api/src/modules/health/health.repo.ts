import { readFileSync } from "node:fs";
import path from "node:path";
import { type Database, migrationsFolder } from "@kesht/db";
import { sql } from "drizzle-orm";

/** Throws when the database does not answer. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** The newest migration this build ships, as Drizzle's migrator records it (`created_at`). */
function newestShippedMigration(): number {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"),
  ) as { entries: { when: number }[] };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/**
 * Whether every migration this build ships has been applied to the database. Drizzle's
 * migrator applies in order and records each one's journal time, so comparing the newest is
 * enough. Throws when the database does not answer.
 */
export async function migrationsApplied(db: Database): Promise<boolean> {
  const result = await db.execute<{ newest: string | number | null }>(
    sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
  );
  const newest = Number((result as unknown as { rows: { newest: unknown }[] }).rows[0]?.newest);
  return Number.isFinite(newest) && newest >= newestShippedMigration();
}
