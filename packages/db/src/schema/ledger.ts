import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { orders } from "./orders";
import { payments } from "./payments";
import { cashRequests } from "./wallet";

/**
 * The double-entry ledger's accounts: one per kind and owner (platform accounts have no
 * owner). A balance is the sum of the account's entries; nothing else stores it.
 */
export const ledgerAccounts = pgTable(
  "ledger_accounts",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    ownerId: integer("owner_id").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "ledger_accounts_kind_check",
      sql`${table.kind} in ('customer_wallet', 'seller_pending', 'seller_wallet', 'seller_deficit', 'driver_wallet', 'platform_revenue', 'gateway_clearing', 'payout_clearing', 'payout_reserved')`,
    ),
    unique("ledger_accounts_kind_owner_unique").on(table.kind, table.ownerId).nullsNotDistinct(),
  ],
);

/** One balanced movement of money: its entries sum to zero. Append-only. */
export const ledgerTransactions = pgTable(
  "ledger_transactions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    orderId: integer("order_id").references(() => orders.id),
    paymentId: text("payment_id").references(() => payments.id),
    cashRequestId: integer("cash_request_id").references((): AnyPgColumn => cashRequests.id),
    /** Makes a movement happen once however often it is attempted (a replayed callback). */
    uniqueKey: text("unique_key").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("ledger_transactions_order_idx").on(table.orderId)],
);

/** A signed amount on one account; positive adds to the account's balance. Append-only. */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    transactionId: bigint("transaction_id", { mode: "number" })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: integer("account_id")
      .notNull()
      .references(() => ledgerAccounts.id),
    amountRials: bigint("amount_rials", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("ledger_entries_nonzero_check", sql`${table.amountRials} <> 0`),
    index("ledger_entries_account_idx").on(table.accountId, table.id),
    index("ledger_entries_transaction_idx").on(table.transactionId),
  ],
);
