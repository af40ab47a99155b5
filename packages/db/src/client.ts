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

/**
 * One type for both drivers, so services and repos never care which one runs. The handle is
 * made without the schema: it would only serve Drizzle's relational queries (`db.query`),
 * which Kesht does not use, and Drizzle builds one of those per table for every transaction.
 */
export type Database = PgDatabase<PgQueryResultHKT>;
export type DatabaseKind = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Applies the committed migrations that have not run yet. */
  migrate(): Promise<void>;
  /**
   * Subscribes to a NOTIFY channel (publish with `select pg_notify(channel, payload)` inside
   * the writing transaction, so subscribers hear of a change only once it is committed).
   * Every subscription of one handle shares one connection. Resolves to the unsubscribe.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** The pool's connections now (PostgreSQL server only; PGlite has one, no pool). */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL server; when absent, the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite's data directory; when absent, PGlite keeps everything in memory. */
  dataDir?: string;
  /**
   * A PGlite data directory dumped by `dumpPglite` to start from (tests: one migrated copy per
   * run instead of initdb and the migrations per test file).
   */
  pgliteTemplate?: Blob;
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
  return openPglite(options.dataDir, options.pgliteTemplate);
}

const pgliteClients = new WeakMap<DatabaseHandle, PGlite>();

async function openPglite(
  dataDir: string | undefined,
  template: Blob | undefined,
): Promise<DatabaseHandle> {
  // pg_trgm ships inside PGlite; it must be loaded for the migration that creates it.
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(template ? { loadDataDir: template } : {}),
  });
  const db = drizzlePglite({ client });
  const handle: DatabaseHandle = {
    db: db as unknown as Database,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    async listen(channel, onPayload) {
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
    close: () => client.close(),
  };
  pgliteClients.set(handle, client);
  return handle;
}

/** An embedded database's whole data directory, to open copies of it with `pgliteTemplate`. */
export async function dumpPglite(handle: DatabaseHandle): Promise<Blob> {
  const client = pgliteClients.get(handle);
  if (!client) throw new Error("dumpPglite needs a handle opened on PGlite");
  return client.dumpDataDir("none");
}

async function openPostgres(connectionString: string, max: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection can be cut by the server (a restart, a failover, an admin). pg reports
  // that on the pool, and without a listener Node would treat it as fatal and exit; the pool
  // simply opens a new connection for the next query.
  pool.on("error", (error) => {
    console.error(`PostgreSQL closed an idle connection: ${error.message}`);
  });
  // The pool listens only while a connection is idle. One cut while checked out between two
  // queries (a transaction waiting on other work when the server stops) is reported on the
  // connection itself, and unheard it would end the process; the query in hand fails on its
  // own and the pool drops the broken connection when it is released.
  pool.on("connect", (client) => {
    client.on("error", (error) => {
      console.error(`PostgreSQL closed a connection in use: ${error.message}`);
    });
  });
  // Fail fast with the server's own message when the URL is wrong.
  await pool.query("select 1");
  const db = drizzlePg({ client: pool });
  const listener = new PostgresListener(connectionString);
  return {
    db: db as unknown as Database,
    kind: "postgres",
    listen: (channel, onPayload) => listener.listen(channel, onPayload),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async migrate() {
      // Several API instances may start at once; only one may migrate at a time.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [migrationLockKey]);
        await migratePg(drizzlePg({ client }), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [migrationLockKey]).catch(() => {});
        client.release();
      }
    },
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

/**
 * One connection outside the pool that holds every LISTEN of this process: a pooled
 * connection would be handed to other queries, and one connection per subscriber would not
 * scale. When the server cuts it, it reconnects and listens again to every channel.
 */
class PostgresListener {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();
  private closed = false;

  constructor(private readonly connectionString: string) {}

  async listen(channel: string, onPayload: (payload: string) => void) {
    let set = this.handlers.get(channel);
    const first = !set;
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    set.add(onPayload);
    const client = await this.connection();
    if (first) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    return async () => {
      set.delete(onPayload);
      if (set.size > 0 || this.handlers.get(channel) !== set) return;
      this.handlers.delete(channel);
      await this.client?.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => {});
    };
  }

  async close() {
    this.closed = true;
    this.handlers.clear();
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on("notification", (message) => {
      for (const handler of this.handlers.get(message.channel) ?? [])
        handler(message.payload ?? "");
    });
    client.on("error", (error) => {
      console.error(`PostgreSQL closed the LISTEN connection: ${error.message}`);
      this.reconnectLater(client);
    });
    client.on("end", () => this.reconnectLater(client));
    await client.connect();
    for (const channel of this.handlers.keys()) {
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    }
    this.client = client;
    return client;
  }

  private reconnectLater(lost: pg.Client) {
    if (this.client !== lost || this.closed) return;
    this.client = null;
    this.scheduleReconnect();
  }

  private scheduleReconnect() {
    setTimeout(() => {
      if (this.closed || this.handlers.size === 0 || this.client) return;
      this.connection().catch((error: unknown) => {
        console.error(`PostgreSQL LISTEN reconnect failed: ${String(error)}`);
        this.scheduleReconnect();
      });
    }, 1_000).unref();
  }
}
