import type { Turnover, TurnoverKind } from "@kesht/contracts";
import { type Database, schema } from "@kesht/db";
import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { TransactionKind } from "./ledger.service";

const { ledgerEntries, ledgerTransactions } = schema;

/**
 * Turnovers are a view of the ledger (ARCHITECTURE §6): the entries of one wallet account,
 * newest first, each with the balance right after it.
 */

/**
 * What a wallet entry is, for people: mostly the transaction's kind; a gateway payment of an
 * order puts two entries on the wallet, the money coming in (a credit through the gateway)
 * and going on to the order.
 */
const kindOfEntry = {
  wallet_credit: () => "wallet_credit",
  order_wallet_payment: () => "order_payment",
  order_gateway_payment: (amount) => (amount > 0 ? "wallet_credit" : "order_payment"),
  order_refund: () => "order_refund",
  packed_weight_refund: () => "packed_weight_refund",
  order_settlement: () => "order_settlement",
  return_refund: () => "return_refund",
  // Moves between platform revenue and pending income, never a wallet: listed as income.
  platform_discount: () => "order_income",
  cash_out_request: () => "cash_out_request",
  cash_out_paid: () => "cash_out_paid",
  cash_out_rejected: () => "cash_out_rejected",
} as const satisfies Record<TransactionKind, (amountRials: number) => TurnoverKind>;

export function turnoverKind(transactionKind: string, amountRials: number): TurnoverKind {
  const kind = kindOfEntry[transactionKind as TransactionKind];
  if (!kind) throw new Error(`no turnover kind for ledger transactions of kind ${transactionKind}`);
  return kind(amountRials);
}

/** Day boundaries are Iran's (Asia/Tehran), the days people see on their turnovers page. */
export const TURNOVER_TIME_ZONE = "Asia/Tehran";

/**
 * A page of an account's turnovers. The running balance is summed over the whole history in
 * entry order before the date range and the page are applied, so it is the real balance
 * after each movement however the list is cut. `from` and `to` are whole days, inclusive.
 */
export async function listTurnovers(
  db: Database,
  input: {
    accountId: number | null;
    from?: string;
    to?: string;
    page: number;
    perPage: number;
  },
): Promise<{ items: Turnover[]; has_more: boolean }> {
  if (input.accountId === null) return { items: [], has_more: false };
  const moves = db.$with("moves").as(
    db
      .select({
        id: ledgerEntries.id,
        amountRials: ledgerEntries.amountRials,
        createdAt: ledgerEntries.createdAt,
        kind: ledgerTransactions.kind,
        orderId: ledgerTransactions.orderId,
        paymentId: ledgerTransactions.paymentId,
        cashRequestId: ledgerTransactions.cashRequestId,
        balanceRials:
          sql<string>`sum(${ledgerEntries.amountRials}) over (order by ${ledgerEntries.id})`.as(
            "balance_rials",
          ),
      })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(eq(ledgerEntries.accountId, input.accountId)),
  );
  const zone = TURNOVER_TIME_ZONE;
  const rows = await db
    .with(moves)
    .select()
    .from(moves)
    .where(
      and(
        input.from
          ? gte(moves.createdAt, sql`(${input.from}::date::timestamp at time zone ${zone})`)
          : undefined,
        input.to
          ? lt(moves.createdAt, sql`((${input.to}::date + 1)::timestamp at time zone ${zone})`)
          : undefined,
      ),
    )
    .orderBy(desc(moves.id))
    .limit(input.perPage + 1)
    .offset((input.page - 1) * input.perPage);
  return {
    items: rows.slice(0, input.perPage).map((row) => ({
      id: row.id,
      kind: turnoverKind(row.kind, row.amountRials),
      amount_rials: row.amountRials,
      balance_rials: Number(row.balanceRials),
      order_id: row.orderId,
      payment_id: row.paymentId,
      cash_request_id: row.cashRequestId,
      created_at: row.createdAt.toISOString(),
    })),
    has_more: rows.length > input.perPage,
  };
}
