import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { orders } from "./orders";

/**
 * The code an order's customer gives its carrier at the door (decision 030). Written when the
 * order goes on the way; the carrier's typed code is checked against `code_hash`. The code
 * itself is kept only while the order is on the way, for the customer's own order page, and
 * cleared once the delivery is proven. Owned by the delivery-codes module.
 */
export const deliveryCodes = pgTable(
  "delivery_codes",
  {
    orderId: integer("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** sha256 of "<order id>:<code>": what a typed code is compared with. */
    codeHash: text("code_hash").notNull(),
    /** The code for the customer's page; null once the delivery is proven. */
    code: text("code"),
    /** Wrong codes typed so far; counted by one UPDATE … RETURNING, so never lost in a race. */
    attempts: integer("attempts").notNull().default(0),
    /** Set by the last allowed wrong code; cleared by an admin or by the no-code path. */
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    /** When the delivery was proven (by the code or without it): the code is spent. */
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("delivery_codes_attempts_check", sql`${table.attempts} >= 0`)],
);
