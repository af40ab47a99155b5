import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { products } from "./catalog";
import { files } from "./files";
import { orderItems, orders } from "./orders";
import { sellers } from "./sellers";

/**
 * A verified buyer's review (issue 28 item 1): of one order line's product (`kind = 'product'`,
 * once per line) or of the shop that sold the order (`kind = 'shop'`, once per order). The
 * averages are read from these rows, never kept as counters (docs/decisions/031).
 */
export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").$type<"product" | "shop">().notNull(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    orderItemId: integer("order_item_id").references(() => orderItems.id),
    productId: integer("product_id").references(() => products.id),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => sellers.userId),
    customerId: integer("customer_id")
      .notNull()
      .references(() => users.id),
    stars: smallint("stars").notNull(),
    body: text("body"),
    /** Kept on the row so "photos first" sorts without a join. */
    photoCount: smallint("photo_count").notNull().default(0),
    /** Votes in `review_votes`, kept here in the vote's own transaction for "most helpful". */
    helpfulCount: integer("helpful_count").notNull().default(0),
    answer: text("answer"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    /** Set by an admin from the reports desk: hidden reviews leave every list and average. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenBy: integer("hidden_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("reviews_kind_check", sql`${table.kind} in ('product', 'shop')`),
    check("reviews_stars_check", sql`${table.stars} between 1 and 5`),
    check("reviews_body_check", sql`char_length(${table.body}) <= 1000`),
    check("reviews_answer_check", sql`char_length(${table.answer}) <= 1000`),
    check("reviews_photo_count_check", sql`${table.photoCount} between 0 and 5`),
    check(
      "reviews_subject_check",
      sql`(${table.kind} = 'product' and ${table.orderItemId} is not null and ${table.productId} is not null) or (${table.kind} = 'shop' and ${table.orderItemId} is null and ${table.productId} is null)`,
    ),
    uniqueIndex("reviews_order_item_unique").on(table.orderItemId),
    uniqueIndex("reviews_shop_order_unique").on(table.orderId).where(sql`${table.kind} = 'shop'`),
    index("reviews_product_idx")
      .on(table.productId, table.createdAt.desc())
      .where(sql`${table.hiddenAt} is null`),
    index("reviews_seller_idx").on(table.sellerId, table.kind, table.createdAt.desc()),
  ],
);

/** A product review's photos, in the order the customer gave them. */
export const reviewPhotos = pgTable(
  "review_photos",
  {
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    fileId: text("file_id")
      .notNull()
      .references(() => files.id),
  },
  (table) => [
    primaryKey({ columns: [table.reviewId, table.position] }),
    index("review_photos_file_idx").on(table.fileId),
  ],
);

/** "This review helped me": one vote per signed-in person and review. */
export const reviewVotes = pgTable(
  "review_votes",
  {
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.reviewId, table.userId] })],
);
