import { type Database, preparedQuery, schema } from "@kesht/db";
import { lt, sql } from "drizzle-orm";

const { rateLimitCounters } = schema;

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;
/** What @fastify/rate-limit passes to `child`: a route's own limit, with the route itself. */
interface RouteLimit {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * The database's clock in milliseconds, so every instance counts in the same windows however
 * their own clocks drift; `now()` is fixed for the statement, so every use agrees.
 */
const nowMs = sql`(extract(epoch from now()) * 1000)::bigint`;

/** The upsert, prepared once per database handle (it runs on every request). */
const countQuery = preparedQuery("rate_limit_count", (db, name) => {
  const windowMs = sql`${sql.placeholder("windowMs")}::integer`;
  const stillOpen = sql`${rateLimitCounters.windowMs} = excluded.window_ms
    and ${rateLimitCounters.windowStartMs} + ${rateLimitCounters.windowMs} > excluded.window_start_ms`;
  return db
    .insert(rateLimitCounters)
    .values({
      key: sql.placeholder("key"),
      windowStartMs: nowMs,
      windowMs,
      count: 1,
    })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      // A window opens at a key's first request and lasts windowMs, as the plugin's own
      // in-memory store counts: windows aligned to the clock would let a visitor who spent
      // their budget just before a boundary start afresh a moment later.
      set: {
        count: sql`case when ${stillOpen} then ${rateLimitCounters.count} + 1 else 1 end`,
        windowStartMs: sql`case when ${stillOpen} then ${rateLimitCounters.windowStartMs}
          else excluded.window_start_ms end`,
        windowMs: sql`excluded.window_ms`,
      },
    })
    .returning({
      current: rateLimitCounters.count,
      ttl: sql<number>`(${rateLimitCounters.windowStartMs} + ${rateLimitCounters.windowMs} - ${nowMs})::integer`,
    })
    .prepare(name);
});

/**
 * Counts one request of `key` in the current fixed window of `windowMs` and answers with the
 * count so far and the milliseconds left in the window: one upsert, one row per key, reset in
 * place when a new window begins.
 */
export async function countRequest(
  db: Database,
  key: string,
  windowMs: number,
): Promise<{ current: number; ttl: number }> {
  const [row] = await countQuery(db).execute({ key, windowMs });
  if (!row) throw new Error("the rate-limit counter was not written");
  return { current: row.current, ttl: Math.max(Number(row.ttl), 0) };
}

/** Deletes the counters whose window has ended (the `purge_rate_limits` job). */
export async function purgeEndedWindows(db: Database): Promise<number> {
  const deleted = await db
    .delete(rateLimitCounters)
    .where(lt(sql`${rateLimitCounters.windowStartMs} + ${rateLimitCounters.windowMs}`, nowMs))
    .returning({ key: rateLimitCounters.key });
  return deleted.length;
}

/**
 * A @fastify/rate-limit store on the database, so a limit holds across every API instance
 * behind the balancer (an in-memory store would give each visitor the limit once per
 * instance). Fixed windows: a visitor may reach twice the limit across a window's edge, which
 * a per-minute abuse limit tolerates. A route with its own limit counts under its own key.
 */
export function databaseRateLimitStore(db: Database) {
  return class DatabaseRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = "",
    ) {}

    incr(key: string, done: Counted, timeWindow: number): void {
      countRequest(db, `${this.prefix}${key}`, timeWindow).then(
        (result) => done(null, result),
        (error: Error) => done(error),
      );
    }

    child(routeOptions: object) {
      const { method, url } = (routeOptions as RouteLimit).routeInfo ?? {};
      return new DatabaseRateLimitStore(undefined, `${String(method)} ${String(url)}|`);
    }
  };
}
