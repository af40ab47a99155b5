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

/** Who is sent a month's statement: the owners of shop and driver accounts. */
const statementAccounts = {
  seller_wallet: "seller",
  seller_deficit: "seller",
  driver_wallet: "driver",
} as const;

/**
 * The shops and drivers whose money moved in a month (Tehran days `first_day`…`last_day`):
 * those the monthly statement e-mail goes to.
 */
export async function ownersWithMovement(
  db: Database,
  month: { first_day: string; last_day: string },
): Promise<{ userId: number; role: "seller" | "driver" }[]> {
  const zone = sql.raw("'Asia/Tehran'");
  const rows = await db
    .selectDistinct({ ownerId: ledgerAccounts.ownerId, kind: ledgerAccounts.kind })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      and(
        inArray(ledgerAccounts.kind, Object.keys(statementAccounts)),
        gte(
          ledgerEntries.createdAt,
          sql`(${month.first_day}::date::timestamp at time zone ${zone})`,
        ),
        sql`${ledgerEntries.createdAt} < ((${month.last_day}::date + 1)::timestamp at time zone ${zone})`,
      ),
    );
  const owners = new Map<string, { userId: number; role: "seller" | "driver" }>();
  for (const row of rows) {
    const role = statementAccounts[row.kind as keyof typeof statementAccounts];
    if (row.ownerId !== null) owners.set(`${row.ownerId}:${role}`, { userId: row.ownerId, role });
  }
  return [...owners.values()];
}

/** What reached a driver's wallet in a month (their shares of the shipments they carried). */
export async function driverSharesIn(
  db: Database,
  driverId: number,
  month: { first_day: string; last_day: string },
): Promise<number> {
  const zone = sql.raw("'Asia/Tehran'");
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountRials}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerAccounts.kind, "driver_wallet"),
        eq(ledgerAccounts.ownerId, driverId),
        isNotNull(ledgerTransactions.orderId),
        gte(
          ledgerEntries.createdAt,
          sql`(${month.first_day}::date::timestamp at time zone ${zone})`,
        ),
        sql`${ledgerEntries.createdAt} < ((${month.last_day}::date + 1)::timestamp at time zone ${zone})`,
      ),
    );
  return Number(row?.total ?? 0);
}
