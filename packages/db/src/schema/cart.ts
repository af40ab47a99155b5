import { cartStatuses } from "@kesht/contracts";
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { products, productVariants } from "./catalog";
import { checkList } from "./check-list";
import { sellers } from "./sellers";

/**
 * A customer's cart with one seller (a "group" in SPEC §3). At most one open cart per
 * customer and seller; checking it out turns it into an order.
 */
export const carts = pgTable(
  "carts",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => sellers.userId, { onDelete: "cascade" }),
    status: text("status").$type<(typeof cartStatuses)[number]>().notNull().default("cart"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("carts_status_check", sql`${table.status} in (${checkList(cartStatuses)})`),
    uniqueIndex("carts_one_open_idx")
      .on(table.customerId, table.sellerId)
      .where(sql`${table.status} = 'cart'`),
  ],
);

/**
 * A product's variant in a cart, with the price it had when added (to tell the customer if
 * it moved). The product is kept beside its variant for the lists that group by product.
 */
export const cartItems = pgTable(
  "cart_items",
  {
    id: serial("id").primaryKey(),
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variantId: integer("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    count: numeric("count", { precision: 14, scale: 3, mode: "number" }).notNull(),
    unitPriceRials: bigint("unit_price_rials", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("cart_items_variant_unique").on(table.cartId, table.variantId),
    check("cart_items_count_check", sql`${table.count} > 0`),
  ],
);
