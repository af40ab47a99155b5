import type { Role } from "@kesht/contracts";
import { type Database, schema } from "@kesht/db";
import { and, eq, isNull, sql } from "drizzle-orm";

const { ledgerAccounts, ledgerEntries, ledgerTransactions } = schema;

/**
 * The double-entry ledger (ARCHITECTURE §6 "Money"). Every movement of money is one
 * transaction whose entries sum to zero; a balance is the sum of an account's entries and is
 * stored nowhere else. Rows are only ever inserted: a refund or a correction is a new
 * transaction, never an edit.
 */

export const accountKinds = [
  "customer_wallet",
  "seller_pending",
  "seller_wallet",
  /** What a seller owes the platform when a settlement took more than the wallet held. */
  "seller_deficit",
  "driver_wallet",
  "platform_revenue",
  "gateway_clearing",
  "payout_clearing",
  "payout_reserved",
] as const;
export type AccountKind = (typeof accountKinds)[number];

/** Accounts that belong to nobody: the platform's side of every movement. */
const platformKinds = new Set<AccountKind>([
  "platform_revenue",
  "gateway_clearing",
  "payout_clearing",
]);

/** What a ledger transaction records; turnovers name them for people (ledger.turnovers.ts). */
export const transactionKinds = [
  /** Gateway → wallet. */
  "wallet_credit",
  /** Wallet → seller's pending income. */
  "order_wallet_payment",
  /** Gateway → wallet → seller's pending income, in one transaction. */
  "order_gateway_payment",
  /** Seller's pending income → wallet. */
  "order_refund",
  /** Seller's pending income → wallet: what was not packed of a line sold by weight. */
  "packed_weight_refund",
  /**
   * A received order shared out: seller's pending income → platform commission, the
   * driver's wallet and the seller's wallet (or deficit); also the driver's pay of an order
   * cancelled after delivery (docs/decisions/012-settlement.md).
   */
  "order_settlement",
  /**
   * A return refunded after settlement: the seller's wallet (or deficit) and the platform's
   * commission on the refunded goods → the customer's wallet (postReturnRefund).
   */
  "return_refund",
  /**
   * A platform code's discount, paid at settlement: platform revenue → the seller's pending
   * income, so the shop is settled at the full price (docs/decisions/040-discount-codes.md).
   */
  "platform_discount",
  /** Wallet → reserved for payout. */
  "cash_out_request",
  /** Reserved → paid out to the bank account. */
  "cash_out_paid",
  /** Reserved → back to the wallet. */
  "cash_out_rejected",
] as const;
export type TransactionKind = (typeof transactionKinds)[number];

/** The wallet a user spends from and is paid into. */
export function walletKindFor(
  role: Role | null,
): "customer_wallet" | "seller_wallet" | "driver_wallet" {
  if (role === "seller") return "seller_wallet";
  if (role === "driver") return "driver_wallet";
  return "customer_wallet";
}

/**
 * The id of the account of `kind` owned by `ownerId` (null for the platform's accounts),
 * created on first use. Looked up first: an account is made once and used ever after, so the
 * usual answer is one read. Two transactions creating the same account at once meet at the
 * (kind, owner) unique constraint: the second waits for the first and then reads its row.
 */
export async function accountId(
  tx: Database,
  kind: AccountKind,
  ownerId: number | null,
): Promise<number> {
  if (platformKinds.has(kind) !== (ownerId === null)) {
    throw new Error(`ledger account ${kind} ${ownerId === null ? "needs" : "has no"} owner`);
  }
  const known = await findAccountId(tx, kind, ownerId);
  if (known !== null) return known;
  const [created] = await tx
    .insert(ledgerAccounts)
    .values({ kind, ownerId })
    .onConflictDoNothing({ target: [ledgerAccounts.kind, ledgerAccounts.ownerId] })
    .returning({ id: ledgerAccounts.id });
  if (created) return created.id;
  const existing = await findAccountId(tx, kind, ownerId);
  if (existing === null) throw new Error(`ledger account ${kind}/${ownerId} vanished`);
  return existing;
}

/** The account's id if it exists yet, without creating it (reads must not write). */
export async function findAccountId(
  db: Database,
  kind: AccountKind,
  ownerId: number | null,
): Promise<number | null> {
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, kind),
        ownerId === null ? isNull(ledgerAccounts.ownerId) : eq(ledgerAccounts.ownerId, ownerId),
      ),
    );
  return row?.id ?? null;
}

/**
 * Finds the account of `kind` owned by `ownerId` and locks it until the transaction ends, in
 * one statement: null when it has never been made (so it holds nothing). The lock comes
 * before the balance is summed, in a statement of its own, for the reason `lockAccount` gives.
 *
 * With `counterpart`, the same statement also reads the id of the account the money goes to,
 * read but not locked (`for update of` the first alone): one round trip fewer in a payment's
 * transaction. An account's id never changes once made, so reading it here gives the answer a
 * later statement would, but for an account created by a transaction that commits while this
 * one waits for the lock: that one is not seen (null), and `accountId` then finds it (or makes
 * it) as it always did.
 */
export async function lockAccountOf(
  tx: Database,
  locked: { kind: AccountKind; ownerId: number },
  counterpart?: { kind: AccountKind; ownerId: number },
): Promise<{ locked: number; counterpart: number | null } | null> {
  const [row] = await tx
    .select({
      id: ledgerAccounts.id,
      // Named apart from the outer table (a single-table select leaves its columns bare).
      counterpart: counterpart
        ? sql<number | null>`(select other.id from ${ledgerAccounts} other
            where other.kind = ${counterpart.kind} and other.owner_id = ${counterpart.ownerId})`
        : sql<null>`null`,
    })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, locked.kind), eq(ledgerAccounts.ownerId, locked.ownerId)))
    .for("update", { of: ledgerAccounts });
  if (!row) return null;
  return {
    locked: row.id,
    counterpart: row.counterpart === null ? null : Number(row.counterpart),
  };
}

/**
 * Locks the account row until the transaction ends. Whoever takes money out of an account
 * that must not go below zero locks it first and sums after: the sum then sees every
 * movement committed before the lock was granted, so two payments cannot both spend the
 * same balance.
 */
export async function lockAccount(tx: Database, id: number): Promise<void> {
  await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, id))
    .for("update");
}

/** An account's balance: the sum of its entries. */
export async function accountBalance(db: Database, id: number | null): Promise<number> {
  if (id === null) return 0;
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${ledgerEntries.amountRials}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, id));
  return Number(row?.balance ?? 0);
}

export interface LedgerEntryInput {
  accountId: number;
  /** Signed rials: positive adds to the account's balance. */
  amountRials: number;
}

export interface TransactionInput {
  kind: TransactionKind;
  /** Makes the movement happen at most once, however often it is attempted. */
  uniqueKey?: string;
  orderId?: number | null;
  paymentId?: string | null;
  cashRequestId?: number | null;
  entries: LedgerEntryInput[];
}

/** Refuses what would break double entry; a bug in a caller, never a user's mistake. */
export function assertBalanced(entries: readonly LedgerEntryInput[]): void {
  if (entries.length < 2) throw new Error("a ledger transaction needs at least two entries");
  let sum = 0;
  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.amountRials) || entry.amountRials === 0) {
      throw new Error(`a ledger entry must be a non-zero whole number of rials`);
    }
    sum += entry.amountRials;
  }
  if (sum !== 0) throw new Error(`ledger transaction does not balance (sums to ${sum})`);
}

/**
 * Posts one balanced transaction. With a `uniqueKey` it happens once: a second attempt
 * (a replayed callback, a retried job) finds the key taken and posts nothing. The answer
 * says whether this call posted it.
 */
export async function postTransaction(
  tx: Database,
  input: TransactionInput,
): Promise<{ transactionId: number; posted: boolean }> {
  assertBalanced(input.entries);
  // The transaction and its entries in one statement: the entries are inserted only when the
  // transaction row was (a taken unique key inserts neither), in the given order, so a
  // turnover list shows them in that order too.
  const result = await tx.execute<{ id: number }>(sql`
    with created as (
      insert into ${ledgerTransactions} (kind, unique_key, order_id, payment_id, cash_request_id)
      values (${input.kind}, ${input.uniqueKey ?? null}, ${input.orderId ?? null},
        ${input.paymentId ?? null}, ${input.cashRequestId ?? null})
      on conflict (unique_key) do nothing
      returning id
    ), entries as (
      insert into ${ledgerEntries} (transaction_id, account_id, amount_rials)
      select created.id, entry.account_id, entry.amount_rials
      from created,
        unnest(${`{${input.entries.map((entry) => entry.accountId).join(",")}}`}::int[],
          ${`{${input.entries.map((entry) => entry.amountRials).join(",")}}`}::bigint[])
          with ordinality as entry(account_id, amount_rials, position)
      order by entry.position
    )
    select id from created`);
  const created = (result as unknown as { rows: { id: number | string }[] }).rows[0];

  if (!created) {
    // Only a unique key can conflict; the movement is already in the ledger.
    const [existing] = await tx
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.uniqueKey, input.uniqueKey ?? ""));
    if (!existing) throw new Error("ledger transaction conflicted without a unique key");
    return { transactionId: existing.id, posted: false };
  }

  return { transactionId: Number(created.id), posted: true };
}

/** Whether a transaction with this unique key is in the ledger. */
export async function hasTransaction(db: Database, uniqueKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.uniqueKey, uniqueKey));
  return row !== undefined;
}

/** What the transaction with this unique key put on one account (0 when it did not). */
export async function transactionAmountOn(
  db: Database,
  uniqueKey: string,
  accountIdOn: number,
): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountRials}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(eq(ledgerTransactions.uniqueKey, uniqueKey), eq(ledgerEntries.accountId, accountIdOn)),
    );
  return Number(row?.sum ?? 0);
}
