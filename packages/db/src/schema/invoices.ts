import { sql } from "drizzle-orm";
import { check, integer, pgTable, timestamp, unique } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { orders } from "./orders";

/**
 * Each shop's last invoice number (decision 035). Taken with one upsert in the transaction
 * that marks an order paid, which locks the row until that transaction ends: concurrent
 * payments of one shop queue here and get consecutive numbers. Owned by the invoices module.
 */
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    sellerId: integer("seller_id")
      .primaryKey()
      .references(() => users.id),
    lastNumber: integer("last_number").notNull(),
  },
  (table) => [check("invoice_counters_last_number_check", sql`${table.lastNumber} > 0`)],
);

/** A paid order's invoice: its number in its shop's sequence, never changed or reused. */
export const invoices = pgTable(
  "invoices",
  {
    orderId: integer("order_id")
      .primaryKey()
      .references(() => orders.id),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => users.id),
    number: integer("number").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("invoices_number_check", sql`${table.number} > 0`),
    unique("invoices_seller_number_unique").on(table.sellerId, table.number),
  ],
);
