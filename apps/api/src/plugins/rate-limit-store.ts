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

/** The upsert, prepared once per database handle (it runs for every batch of requests). */
const countQuery = preparedQuery("rate_limit_count", (db, name) => {
  const windowMs = sql`${sql.placeholder("windowMs")}::integer`;
  const requests = sql`${sql.placeholder("requests")}::integer`;
  const stillOpen = sql`${rateLimitCounters.windowMs} = excluded.window_ms
    and ${rateLimitCounters.windowStartMs} + ${rateLimitCounters.windowMs} > excluded.window_start_ms`;
  return db
    .insert(rateLimitCounters)
    .values({
      key: sql.placeholder("key"),
      windowStartMs: nowMs,
      windowMs,
      count: requests,
    })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      // A window opens at a key's first request and lasts windowMs, as the plugin's own
      // in-memory store counts: windows aligned to the clock would let a visitor who spent
      // their budget just before a boundary start afresh a moment later.
      set: {
        count: sql`case when ${stillOpen} then ${rateLimitCounters.count} + excluded.count
          else excluded.count end`,
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
 * Counts `requests` requests of `key` in the current fixed window of `windowMs` and answers
 * with the count so far (theirs included) and the milliseconds left in the window: one upsert,
 * one row per key, reset in place when a new window begins.
 */
export async function countRequests(
  db: Database,
  key: string,
  windowMs: number,
  requests: number,
): Promise<{ current: number; ttl: number }> {
  const [row] = await countQuery(db).execute({ key, windowMs, requests });
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
 * A key's requests on this instance waiting to be counted. A key has a queue while an upsert
 * for it is out or scheduled, and none otherwise.
 */
interface Queue {
  waiting: Counted[];
}

/**
 * A @fastify/rate-limit store on the database, so a limit holds across every API instance
 * behind the balancer (an in-memory store would give each visitor the limit once per
 * instance). Fixed windows: a visitor may reach twice the limit across a window's edge, which
 * a per-minute abuse limit tolerates. A route with its own limit counts under its own key.
 *
 * A key has at most one upsert out at a time on an instance, and it is sent once the requests
 * read in the same turn of the event loop have arrived (`setImmediate`: PGlite answers within
 * the turn, so without the wait every request would have its own). Requests that arrive
 * meanwhile are counted together by the next upsert (`count + n`), each then taking its own
 * number of the n the database handed out. So the count is exactly what one upsert per
 * request would have made, the limit holds across instances as before, and a busy key (one
 * address sending 50 requests at once) costs one round trip per batch instead of one per
 * request (issue 31: the upsert was most of what a cached read cost).
 */
export function databaseRateLimitStore(db: Database) {
  const queues = new Map<string, Queue>();

  const count = (key: string, queue: Queue, timeWindow: number) => {
    const batch = queue.waiting.splice(0);
    countRequests(db, key, timeWindow, batch.length)
      .then(
        ({ current, ttl }) => {
          const first = current - batch.length + 1;
          batch.forEach((done, index) => {
            done(null, { current: first + index, ttl });
          });
        },
        (error: Error) => {
          for (const done of batch) done(error);
        },
      )
      .finally(() => {
        if (queue.waiting.length > 0) count(key, queue, timeWindow);
        else queues.delete(key);
      });
  };

  return class DatabaseRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = "",
    ) {}

    incr(key: string, done: Counted, timeWindow: number): void {
      const counted = `${this.prefix}${key}`;
      let queue = queues.get(counted);
      if (!queue) {
        const fresh: Queue = { waiting: [] };
        setImmediate(() => count(counted, fresh, timeWindow));
        queues.set(counted, fresh);
        queue = fresh;
      }
      queue.waiting.push(done);
    }

    child(routeOptions: object) {
      const { method, url } = (routeOptions as RouteLimit).routeInfo ?? {};
      return new DatabaseRateLimitStore(undefined, `${String(method)} ${String(url)}|`);
    }
  };
}
