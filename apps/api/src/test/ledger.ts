import { type Database, schema } from "@kesht/db";
import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import {
  type AccountKind,
  accountBalance,
  accountId,
  findAccountId,
  postTransaction,
} from "../modules/ledger/ledger.service";
import type { TestApp } from "./app";

/*
 * Money in tests: wallet money put in through the ledger, balances read back, and the ledger's
 * invariants checked after every test that moved money.
 */

const { ledgerAccounts, ledgerEntries, ledgerTransactions } = schema;

/** Accounts no rule may take below zero (a seller's shortfall goes to `seller_deficit`). */
const neverNegative = ["customer_wallet", "seller_wallet", "seller_pending", "payout_reserved"];

/**
 * The ledger's invariants, for any test that moved money (call it after each test):
 * - all entries together sum to zero;
 * - every transaction has at least two entries and sums to zero;
 * - every account's balance, as the ledger service reads it, is the sum of its entries;
 * - no wallet, pending income or reserved account is below zero.
 */
export async function expectLedgerBalanced(db: Database): Promise<void> {
  const [total] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountRials}), 0)` })
    .from(ledgerEntries);
  expect(Number(total?.sum), "all ledger entries sum to zero").toBe(0);

  const unbalanced = await db
    .select({
      id: ledgerTransactions.id,
      kind: ledgerTransactions.kind,
      entries: sql<number>`count(${ledgerEntries.id})::int`,
      sum: sql<string>`coalesce(sum(${ledgerEntries.amountRials}), 0)`,
    })
    .from(ledgerTransactions)
    .leftJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .groupBy(ledgerTransactions.id, ledgerTransactions.kind)
    .having(
      sql`count(${ledgerEntries.id}) < 2 or coalesce(sum(${ledgerEntries.amountRials}), 0) <> 0`,
    );
  expect(unbalanced, "every transaction has two or more entries summing to zero").toEqual([]);

  const accounts = await db
    .select({
      id: ledgerAccounts.id,
      kind: ledgerAccounts.kind,
      ownerId: ledgerAccounts.ownerId,
      sum: sql<string>`coalesce(sum(${ledgerEntries.amountRials}), 0)`,
    })
    .from(ledgerAccounts)
    .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
    .groupBy(ledgerAccounts.id, ledgerAccounts.kind, ledgerAccounts.ownerId);
  for (const account of accounts) {
    const label = `${account.kind} of ${account.ownerId ?? "the platform"}`;
    expect(await accountBalance(db, account.id), `${label}: balance = sum of entries`).toBe(
      Number(account.sum),
    );
    if (neverNegative.includes(account.kind)) {
      expect(Number(account.sum), `${label} is not below zero`).toBeGreaterThanOrEqual(0);
    }
  }
}

/** After a file's tests: the money they moved left the ledger balanced; then the app closes. */
export async function closeWithLedgerBalanced(t: TestApp): Promise<void> {
  await expectLedgerBalanced(t.db);
  await t.close();
}

/** Money into a wallet, as a confirmed gateway credit puts it there. */
export async function fundWallet(
  db: Database,
  walletKind: "customer_wallet" | "seller_wallet",
  userId: number,
  amountRials: number,
) {
  await db.transaction(async (tx) => {
    await postTransaction(tx, {
      kind: "wallet_credit",
      entries: [
        { accountId: await accountId(tx, "gateway_clearing", null), amountRials: -amountRials },
        { accountId: await accountId(tx, walletKind, userId), amountRials },
      ],
    });
  });
}

/** The balance of a ledger account, as the ledger service reads it (0 when it has never moved). */
export async function balanceOf(
  db: Database,
  kind: AccountKind,
  ownerId: number | null,
): Promise<number> {
  return accountBalance(db, await findAccountId(db, kind, ownerId));
}
