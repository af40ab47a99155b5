import { createRequire } from "node:module";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

/** One type for both drivers, so services and repos never care which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Applies the committed migrations that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL server; when absent, the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite's data directory; when absent, PGlite keeps everything in memory. */
  dataDir?: string;
  /** Connections in the pool (PostgreSQL server only). */
  poolMax?: number;
}

/**
 * Resolved through the package rather than this file's location, so it also holds when the
 * API is bundled into one file.
 */
export const migrationsFolder = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@kesht/db/package.json")),
  "migrations",
);

/** Any number for the advisory lock, as long as every instance uses the same one. */
const migrationLockKey = 727_001;

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolMax ?? 10);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  // pg_trgm ships inside PGlite; it must be loaded for the migration that creates it.
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

async function openPostgres(connectionString: string, max: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection can be cut by the server (a restart, a failover, an admin). pg reports
  // that on the pool, and without a listener Node would treat it as fatal and exit; the pool
  // simply opens a new connection for the next query.
  pool.on("error", (error) => {
    console.error(`PostgreSQL closed an idle connection: ${error.message}`);
  });
  // Fail fast with the server's own message when the URL is wrong.
  await pool.query("select 1");
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Database,
    kind: "postgres",
    async migrate() {
      // Several API instances may start at once; only one may migrate at a time.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [migrationLockKey]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [migrationLockKey]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
