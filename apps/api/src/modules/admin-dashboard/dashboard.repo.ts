import { type Database, schema } from "@kesht/db";
import { and, count, eq, gte, lt, sql, sum } from "drizzle-orm";

/*
 * The admin dashboard's figures: read-only counts over other modules' tables, one query each.
 * Nothing here writes; the queues they count belong to their own modules.
 */

const { cashRequests, conversations, drivers, orders, reports, sellers } = schema;

/** Orders placed in [from, to). */
export async function ordersPlaced(db: Database, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(orders)
    .where(and(gte(orders.createdAt, from), lt(orders.createdAt, to)));
  return row?.count ?? 0;
}

/** The totals of orders paid in [from, to), in rials. */
export async function paidVolume(db: Database, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ total: sum(orders.totalRials) })
    .from(orders)
    .where(and(gte(orders.paidAt, from), lt(orders.paidAt, to)));
  return Number(row?.total ?? 0);
}

/**
 * Per local day (`offsetMinutes` east of UTC) since `from`: orders placed, and the totals of
 * orders paid. Days without any are absent.
 */
export async function dailyFigures(db: Database, from: Date, offsetMinutes: number) {
  // Written into the SQL, not bound: the same expression must be in SELECT and GROUP BY,
  // and two bound parameters would make them two different expressions.
  const minutes = sql.raw(String(Math.trunc(offsetMinutes)));
  const dayOf = (column: typeof orders.createdAt | typeof orders.paidAt) =>
    sql<string>`to_char((${column} at time zone 'UTC') + make_interval(mins => ${minutes}), 'YYYY-MM-DD')`;
  const placed = await db
    .select({ day: dayOf(orders.createdAt), count: count() })
    .from(orders)
    .where(gte(orders.createdAt, from))
    .groupBy(dayOf(orders.createdAt));
  const paid = await db
    .select({ day: dayOf(orders.paidAt), total: sum(orders.totalRials) })
    .from(orders)
    .where(gte(orders.paidAt, from))
    .groupBy(dayOf(orders.paidAt));
  return { placed, paid };
}

/** The queues an admin works through, counted. */
export async function queueCounts(db: Database) {
  const counted = async (query: Promise<{ count: number }[]>) => (await query)[0]?.count ?? 0;
  return {
    shopsWaiting: await counted(
      db.select({ count: count() }).from(sellers).where(eq(sellers.reviewStatus, "pending_review")),
    ),
    driversWaiting: await counted(
      db.select({ count: count() }).from(drivers).where(eq(drivers.reviewStatus, "pending_review")),
    ),
    openCashRequests: await counted(
      db.select({ count: count() }).from(cashRequests).where(eq(cashRequests.status, "pending")),
    ),
    openDisputes: await counted(
      db.select({ count: count() }).from(orders).where(eq(orders.status, "disputed")),
    ),
    openReports: await counted(
      db.select({ count: count() }).from(reports).where(eq(reports.status, "open")),
    ),
    openSupportThreads: await counted(
      db
        .select({ count: count() })
        .from(conversations)
        .where(and(eq(conversations.kind, "support"), eq(conversations.status, "open"))),
    ),
  };
}
