import type { AdminOrderLedgerLine, MonthlyRevenue, TrialBalance } from "@kesht/contracts";
import { type Database, schema } from "@kesht/db";
import { and, asc, eq, gte, sql } from "drizzle-orm";
import { accountKinds } from "./ledger.service";
import { lastMonths, monthOfDay, type RevenueCalendar } from "./revenue-months";

const { ledgerAccounts, ledgerEntries, ledgerTransactions } = schema;

/**
 * The trial balance: each account kind's total over every entry. Every transaction sums to
 * zero (assertBalanced), so the kinds' totals sum to zero too; a kind with no account yet
 * shows 0, so the list always names every kind.
 */
export async function trialBalance(db: Database): Promise<TrialBalance> {
  const rows = await db
    .select({
      kind: ledgerAccounts.kind,
      accounts: sql<number>`count(distinct ${ledgerAccounts.id})::int`,
      total: sql<string>`coalesce(sum(${ledgerEntries.amountRials}), 0)`,
    })
    .from(ledgerAccounts)
    .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
    .groupBy(ledgerAccounts.kind);
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  const kinds = accountKinds.map((kind) => ({
    kind,
    accounts: Number(byKind.get(kind)?.accounts ?? 0),
    total_rials: Number(byKind.get(kind)?.total ?? 0),
  }));
  const sum = kinds.reduce((total, row) => total + row.total_rials, 0);
  return { kinds, sum_rials: sum, balanced: sum === 0 };
}

/**
 * The platform's revenue (its commission account's entries, refunds of commission included)
 * by month in Tehran time, the last `months` months, oldest first; months without any are 0.
 * Summed by Tehran day in the database, then each day goes to its month of `calendar`
 * (`revenue-months.ts`): a Jalali month runs from its own first day, not a Gregorian one's.
 */
export async function revenueByMonth(
  db: Database,
  months: number,
  calendar: RevenueCalendar = "gregorian",
  now = new Date(),
): Promise<MonthlyRevenue> {
  const zone = "Asia/Tehran";
  // The zone is written into the statement, not bound: the same expression then appears in
  // SELECT and GROUP BY, which a bound parameter (a different $n in each) would break.
  const dayOf = sql<string>`to_char(${ledgerEntries.createdAt} at time zone 'Asia/Tehran', 'YYYY-MM-DD')`;
  const shown = lastMonths(now, months, calendar);
  const first = shown[0]?.first_day ?? "1970-01-01";
  const rows = await db
    .select({ day: dayOf, total: sql<string>`sum(${ledgerEntries.amountRials})` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(ledgerAccounts.kind, "platform_revenue"),
        gte(ledgerEntries.createdAt, sql`(${first}::date::timestamp at time zone ${zone})`),
      ),
    )
    .groupBy(dayOf);
  const totals = new Map<string, number>();
  for (const row of rows) {
    const month = monthOfDay(row.day, calendar);
    totals.set(month, (totals.get(month) ?? 0) + Number(row.total));
  }
  return shown.map((month) => ({ ...month, revenue_rials: totals.get(month.month) ?? 0 }));
}

/** Every posting of every transaction that names `orderId`, oldest first (an order's page). */
export async function ledgerLinesOfOrder(
  db: Database,
  orderId: number,
): Promise<AdminOrderLedgerLine[]> {
  const rows = await db
    .select({
      entryId: ledgerEntries.id,
      transactionId: ledgerTransactions.id,
      transactionKind: ledgerTransactions.kind,
      accountKind: ledgerAccounts.kind,
      ownerId: ledgerAccounts.ownerId,
      amountRials: ledgerEntries.amountRials,
      createdAt: ledgerTransactions.createdAt,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerTransactions.orderId, orderId))
    .orderBy(asc(ledgerTransactions.id), asc(ledgerEntries.id));
  return rows.map((row) => ({
    entry_id: row.entryId,
    transaction_id: row.transactionId,
    transaction_kind: row.transactionKind,
    account_kind: row.accountKind,
    owner_id: row.ownerId,
    amount_rials: row.amountRials,
    created_at: row.createdAt.toISOString(),
  }));
}
