import { openReturnStatuses, returnStatuses } from "@kesht/contracts";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { checkList } from "./check-list";
import { files } from "./files";
import { orderItems, orders } from "./orders";
import { sellers } from "./sellers";

/**
 * A customer's return of chosen lines of a received order (issue 28 item 2). Its lifecycle is
 * the returns module's (returns.states.ts); the money it refunds is one ledger transaction
 * keyed by the return. At most one open return per order, decided by a unique index.
 */
export const returns = pgTable(
  "returns",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    customerId: integer("customer_id")
      .notNull()
      .references(() => users.id),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => sellers.userId),
    status: text("status").$type<(typeof returnStatuses)[number]>().notNull(),
    reason: text("reason").notNull(),
    /** What the chosen quantities cost: the most the refund can be. */
    askedRials: bigint("asked_rials", { mode: "number" }).notNull(),
    offeredRials: bigint("offered_rials", { mode: "number" }),
    /** What reached the customer's wallet (0 when an admin ended it with nothing). */
    refundRials: bigint("refund_rials", { mode: "number" }),
    /** Whether the shop wants the goods back (its answer to accept or offer). */
    goodsBack: boolean("goods_back"),
    shopNote: text("shop_note"),
    adminNote: text("admin_note"),
    resolvedBy: integer("resolved_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("returns_status_check", sql`${table.status} in (${checkList(returnStatuses)})`),
    check("returns_reason_check", sql`char_length(${table.reason}) between 1 and 1000`),
    check("returns_shop_note_check", sql`char_length(${table.shopNote}) <= 1000`),
    check("returns_admin_note_check", sql`char_length(${table.adminNote}) <= 1000`),
    check(
      "returns_amounts_check",
      sql`${table.askedRials} > 0 and ${table.offeredRials} between 1 and ${table.askedRials} and ${table.refundRials} between 0 and ${table.askedRials}`,
    ),
    uniqueIndex("returns_one_open_per_order")
      .on(table.orderId)
      .where(sql`${table.status} in (${checkList(openReturnStatuses)})`),
    index("returns_seller_idx").on(table.sellerId, table.createdAt.desc()),
    index("returns_disputed_idx").on(table.updatedAt).where(sql`${table.status} = 'disputed'`),
  ],
);

/** The lines a return takes back and how much of each. */
export const returnLines = pgTable(
  "return_lines",
  {
    returnId: integer("return_id")
      .notNull()
      .references(() => returns.id, { onDelete: "cascade" }),
    orderItemId: integer("order_item_id")
      .notNull()
      .references(() => orderItems.id),
    quantity: numeric("quantity", { precision: 14, scale: 3, mode: "number" }).notNull(),
    amountRials: bigint("amount_rials", { mode: "number" }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.returnId, table.orderItemId] }),
    check("return_lines_quantity_check", sql`${table.quantity} > 0`),
    check("return_lines_amount_check", sql`${table.amountRials} >= 0`),
    index("return_lines_item_idx").on(table.orderItemId),
  ],
);

/** A return's photos, in the order the customer gave them. */
export const returnPhotos = pgTable(
  "return_photos",
  {
    returnId: integer("return_id")
      .notNull()
      .references(() => returns.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    fileId: text("file_id")
      .notNull()
      .references(() => files.id),
  },
  (table) => [
    primaryKey({ columns: [table.returnId, table.position] }),
    index("return_photos_file_idx").on(table.fileId),
  ],
);
