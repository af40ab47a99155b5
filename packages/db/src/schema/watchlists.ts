import { type ReminderKind, reminderKinds } from "@kesht/contracts";
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { products } from "./catalog";
import { checkList } from "./check-list";
import { sellers } from "./sellers";

/*
 * What a person keeps an eye on (issue 30 items 1 and 2, docs/decisions/039): their favourite
 * products and shops, their reminders on a product, and each product's price over time.
 */

/** A person's favourite product: one row per person and product (the key makes it idempotent). */
export const favouriteProducts = pgTable(
  "favourite_products",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.productId] }),
    // The shop's count of people who keep its products.
    index("favourite_products_product_idx").on(table.productId),
  ],
);

/** A person's favourite shop. */
export const favouriteShops = pgTable(
  "favourite_shops",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => sellers.userId, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.sellerId] }),
    index("favourite_shops_seller_idx").on(table.sellerId),
  ],
);

/**
 * "Tell me when it's back" / "tell me if it gets cheaper". Open while `fired_at` is null; the
 * change of stock or price that fires it claims it (sets `fired_at`) in its own transaction,
 * so it is told once. At most one open reminder of a kind per person and product.
 */
export const productReminders = pgTable(
  "product_reminders",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    kind: text("kind").$type<ReminderKind>().notNull(),
    /** The price the customer paid per unit when the reminder was set (discount included). */
    priceRialsAtSet: bigint("price_rials_at_set", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    firedAt: timestamp("fired_at", { withTimezone: true }),
  },
  (table) => [
    check("product_reminders_kind_check", sql`${table.kind} in (${checkList(reminderKinds)})`),
    uniqueIndex("product_reminders_open_unique")
      .on(table.userId, table.productId, table.kind)
      .where(sql`${table.firedAt} is null`),
    index("product_reminders_open_product_idx")
      .on(table.productId, table.kind)
      .where(sql`${table.firedAt} is null`),
  ],
);

/** A product's price, one row each time its price or discount changed (and one when listed). */
export const productPriceHistory = pgTable(
  "product_price_history",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    priceRials: bigint("price_rials", { mode: "number" }).notNull(),
    discountPercent: integer("discount_percent").notNull(),
    discountedPriceRials: bigint("discounted_price_rials", { mode: "number" }).notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("product_price_history_product_idx").on(table.productId, table.changedAt)],
);
