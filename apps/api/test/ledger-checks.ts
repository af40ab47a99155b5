import { type Database, schema } from "@kesht/db";
import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { accountBalance } from "../src/modules/ledger/ledger.service";

const { ledgerAccounts, ledgerEntries, ledgerTransactions } = schema;

/** Accounts that no rule may take below zero yet (no deficit rule exists so far). */
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
