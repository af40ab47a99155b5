import type { Database } from "@kesht/db";
import { schema } from "@kesht/db";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";

const { ledgerAccounts, ledgerEntries, ledgerTransactions } = schema;

export interface OrderRefund {
  kind: string;
  amountRials: number;
  createdAt: Date;
}

/**
 * The one rule for what an invoice lists as refunds: every ledger transaction that names the
 * order, did not come from a gateway, and leaves money, net, in the buyer's wallet. A
 * cancellation, a return or a packed-weight difference is each such a posting, so a new kind
 * of refund appears without a change here. A payment only passes through the wallet (net
 * zero) or takes from it (negative), so it is never counted.
 */
export async function refundsToBuyer(
  db: Database,
  order: { id: number; customerId: number },
): Promise<OrderRefund[]> {
  const net = sql<string>`sum(${ledgerEntries.amountRials})`;
  const rows = await db
    .select({
      id: ledgerTransactions.id,
      kind: ledgerTransactions.kind,
      createdAt: ledgerTransactions.createdAt,
      net,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(ledgerTransactions.orderId, order.id),
        isNull(ledgerTransactions.paymentId),
        eq(ledgerAccounts.kind, "customer_wallet"),
        eq(ledgerAccounts.ownerId, order.customerId),
      ),
    )
    .groupBy(ledgerTransactions.id)
    .having(gt(net, sql`0`))
    .orderBy(asc(ledgerTransactions.id));
  return rows.map((row) => ({
    kind: row.kind,
    amountRials: Number(row.net),
    createdAt: row.createdAt,
  }));
}
