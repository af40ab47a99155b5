import { type CashRequestStatus, cashRequestStatuses } from "@kesht/contracts";
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { checkList } from "./check-list";

/** A request to pay a wallet's money out to a Sheba account; the amount is reserved meanwhile. */
export const cashRequests = pgTable(
  "cash_requests",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** Whose wallet the money comes from: a person may hold a customer's and a shop's. */
    role: text("role").notNull(),
    amountRials: bigint("amount_rials", { mode: "number" }).notNull(),
    sheba: text("sheba").notNull(),
    status: text("status").$type<CashRequestStatus>().notNull().default("pending"),
    decidedBy: integer("decided_by").references(() => users.id),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    rejectionReason: text("rejection_reason"),
    bankReference: text("bank_reference"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "cash_requests_status_check",
      sql`${table.status} in (${checkList(cashRequestStatuses)})`,
    ),
    check("cash_requests_role_check", sql`${table.role} in ('customer', 'seller', 'driver')`),
    check("cash_requests_amount_check", sql`${table.amountRials} > 0`),
    index("cash_requests_user_idx").on(table.userId, table.role, table.createdAt.desc()),
    index("cash_requests_status_idx").on(table.status, table.createdAt),
  ],
);
