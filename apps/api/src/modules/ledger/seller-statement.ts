import type { StatementMonth } from "@kesht/contracts";
import { type Database, schema } from "@kesht/db";
import { and, eq, gte, inArray, isNotNull, sql } from "drizzle-orm";
import { lastMonths, monthOfDay, type RevenueCalendar } from "./revenue-months";

const { ledgerAccounts, ledgerEntries, ledgerTransactions } = schema;

/** The shop's own accounts: a transaction touching one of them is about the shop's money. */
const shopAccountKinds = ["seller_pending", "seller_wallet", "seller_deficit"] as const;

/**
 * The platform's monthly commission statement of one shop, read from the ledger: the
 * transactions about the shop's orders (its settlements, and any later posting that moves
 * commission, driver shares or the shop's money back), by Tehran day, each day put in its
 * month of `calendar`. Payments and refunds before settlement touch only the pending income
 * and the buyer's wallet, so they add nothing here. Goods = commission + driver + net.
 */
export async function sellerStatement(
  db: Database,
  sellerId: number,
  months: number,
  calendar: RevenueCalendar = "gregorian",
  now = new Date(),
): Promise<StatementMonth[]> {
  const shown = lastMonths(now, months, calendar);
  const first = shown[0]?.first_day ?? "1970-01-01";
  const dayOf = sql<string>`to_char(${ledgerTransactions.createdAt} at time zone 'Asia/Tehran', 'YYYY-MM-DD')`;
  const sumOf = (kinds: string) =>
    sql<string>`coalesce(sum(${ledgerEntries.amountRials}) filter (where ${ledgerAccounts.kind} in (${sql.raw(kinds)})), 0)`;
  const shopTransactions = db
    .selectDistinct({ id: ledgerEntries.transactionId })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(ledgerAccounts.ownerId, sellerId),
        inArray(ledgerAccounts.kind, [...shopAccountKinds]),
      ),
    );
  const rows = await db
    .select({
      day: dayOf,
      orders: sql<number>`count(distinct ${ledgerTransactions.orderId}) filter (where ${ledgerTransactions.kind} = 'order_settlement')::int`,
      commission: sumOf("'platform_revenue'"),
      driver: sumOf("'driver_wallet'"),
      net: sumOf("'seller_wallet', 'seller_deficit'"),
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      and(
        isNotNull(ledgerTransactions.orderId),
        inArray(ledgerTransactions.id, shopTransactions),
        gte(
          ledgerTransactions.createdAt,
          sql`(${first}::date::timestamp at time zone 'Asia/Tehran')`,
        ),
      ),
    )
    .groupBy(dayOf);
  const byMonth = new Map<string, StatementMonth>(
    shown.map((month) => [
      month.month,
      { ...month, orders: 0, goods_rials: 0, commission_rials: 0, driver_rials: 0, net_rials: 0 },
    ]),
  );
  for (const row of rows) {
    const month = byMonth.get(monthOfDay(row.day, calendar));
    if (!month) continue;
    const commission = Number(row.commission);
    const driver = Number(row.driver);
    const net = Number(row.net);
    month.orders += Number(row.orders);
    month.commission_rials += commission;
    month.driver_rials += driver;
    month.net_rials += net;
    month.goods_rials += commission + driver + net;
  }
  return [...byMonth.values()];
}
