import { discountKinds } from "@kesht/contracts";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { checkList } from "./check-list";
import { orders } from "./orders";
import { sellers } from "./sellers";

/**
 * A discount code (issue 30 item 3, docs/decisions/040-discount-codes.md): a shop's, on its
 * own products and paid by the shop (`seller_id` set), or the platform's, paid from platform
 * revenue (`seller_id` null). Uses are the rows of `discount_redemptions`; nothing counts them
 * twice. `starts_on`/`ends_on` are Tehran days, both included.
 */
export const discountCodes = pgTable(
  "discount_codes",
  {
    id: serial("id").primaryKey(),
    /** As typed at checkout, kept upper-case so a code is found whatever case it is typed in. */
    code: text("code").notNull(),
    sellerId: integer("seller_id").references(() => sellers.userId),
    kind: text("kind").$type<(typeof discountKinds)[number]>().notNull(),
    percent: integer("percent"),
    amountRials: bigint("amount_rials", { mode: "number" }),
    minBasketRials: bigint("min_basket_rials", { mode: "number" }).notNull().default(0),
    perPersonLimit: integer("per_person_limit"),
    totalLimit: integer("total_limit"),
    startsOn: text("starts_on"),
    endsOn: text("ends_on"),
    active: boolean("active").notNull().default(true),
    createdBy: integer("created_by")
      .notNull()
      .references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("discount_codes_code_unique").on(table.code),
    index("discount_codes_seller_idx").on(table.sellerId, table.createdAt.desc()),
    check("discount_codes_kind_check", sql`${table.kind} in (${checkList(discountKinds)})`),
    check(
      "discount_codes_value_check",
      sql`(${table.kind} = 'percent' and ${table.percent} between 1 and 100 and ${table.amountRials} is null) or (${table.kind} = 'amount' and ${table.amountRials} > 0 and ${table.percent} is null)`,
    ),
    check(
      "discount_codes_limits_check",
      sql`${table.minBasketRials} >= 0 and (${table.perPersonLimit} is null or ${table.perPersonLimit} > 0) and (${table.totalLimit} is null or ${table.totalLimit} > 0)`,
    ),
    check(
      "discount_codes_dates_check",
      sql`${table.startsOn} is null or ${table.endsOn} is null or ${table.startsOn} <= ${table.endsOn}`,
    ),
  ],
);

/**
 * One use of a code: the order it lowered. Written in the checkout's transaction under the
 * code's row lock, deleted when the order is cancelled (the use is given back).
 */
export const discountRedemptions = pgTable(
  "discount_redemptions",
  {
    orderId: integer("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    codeId: integer("code_id")
      .notNull()
      .references(() => discountCodes.id),
    customerId: integer("customer_id")
      .notNull()
      .references(() => users.id),
    discountRials: bigint("discount_rials", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("discount_redemptions_code_customer_idx").on(table.codeId, table.customerId),
    check("discount_redemptions_amount_check", sql`${table.discountRials} > 0`),
  ],
);
