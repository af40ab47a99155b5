import { paymentPurposes, paymentStatuses } from "@kesht/contracts";
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { checkList } from "./check-list";
import { orders } from "./orders";

/**
 * A payment through a gateway, for an order or a wallet credit. The amount is fixed in
 * rials; a gateway priced in dirhams charges `amount_minor` fils at the rate fixed here.
 * `authority` is the gateway's token for the payment; the callback is matched by it.
 */
export const payments = pgTable(
  "payments",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    purpose: text("purpose").notNull(),
    /** Whose wallet a credit goes to: a person may hold a customer's and a shop's. */
    payerRole: text("payer_role").notNull().default("customer"),
    orderId: integer("order_id").references(() => orders.id),
    amountRials: bigint("amount_rials", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    rate: numeric("rate", { precision: 24, scale: 6 }),
    gateway: text("gateway").notNull(),
    status: text("status").$type<(typeof paymentStatuses)[number]>().notNull().default("pending"),
    authority: text("authority").unique(),
    referenceId: text("reference_id"),
    failureReason: text("failure_reason"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [
    check("payments_purpose_check", sql`${table.purpose} in (${checkList(paymentPurposes)})`),
    check("payments_payer_role_check", sql`${table.payerRole} in ('customer', 'seller')`),
    check("payments_currency_check", sql`${table.currency} in ('IRR', 'AED')`),
    check("payments_status_check", sql`${table.status} in (${checkList(paymentStatuses)})`),
    check("payments_amount_check", sql`${table.amountRials} > 0 and ${table.amountMinor} > 0`),
    index("payments_user_idx").on(table.userId, table.createdAt.desc()),
    index("payments_order_idx").on(table.orderId),
  ],
);

/**
 * The development sandbox gateway's own records, standing for a real gateway's servers: apart
 * from `payments`, and written only by the sandbox (modules/payments/gateways), so a forged
 * callback can still only be told from a real one by asking it. Kept a day, like a real
 * gateway's unused tokens.
 */
export const sandboxGatewayPayments = pgTable(
  "sandbox_gateway_payments",
  {
    authority: text("authority").primaryKey(),
    gateway: text("gateway").notNull(),
    currency: text("currency").notNull(),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    description: text("description").notNull(),
    callbackUrl: text("callback_url").notNull(),
    decision: text("decision").notNull().default("undecided"),
    referenceId: text("reference_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "sandbox_gateway_payments_decision_check",
      sql`${table.decision} in ('undecided', 'approved', 'declined', 'timed_out')`,
    ),
    index("sandbox_gateway_payments_created_idx").on(table.createdAt),
  ],
);
