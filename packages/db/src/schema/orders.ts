import {
  cancelMessageTypes,
  deliveryNoCodeReasons,
  deliveryProofMethods,
  orderStatuses,
  paymentMethods,
  sendMethods,
  systemCancelReasons,
} from "@kesht/contracts";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { carts } from "./cart";
import { packageTypes, products, productVariants, stockTypes } from "./catalog";
import { checkList } from "./check-list";
import { files } from "./files";
import { cities } from "./geo";
import { sellers } from "./sellers";
import { orderGroups } from "./shipping";

/** Delivery windows a customer picks at checkout. */
export const timeBlocks = pgTable("time_blocks", {
  id: serial("id").primaryKey(),
  startsAt: text("starts_at").notNull(),
  endsAt: text("ends_at").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

/** Reasons offered when an order is cancelled, per side. */
export const cancelMessages = pgTable(
  "cancel_messages",
  {
    id: serial("id").primaryKey(),
    type: text("type").notNull(),
    titleFa: text("title_fa").notNull(),
    titleEn: text("title_en").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (table) => [
    check("cancel_messages_type_check", sql`${table.type} in (${checkList(cancelMessageTypes)})`),
    index("cancel_messages_type_idx").on(table.type, table.sortOrder),
  ],
);

/**
 * An order: one seller's group, checked out. States and their transitions live in the
 * orders module (ARCHITECTURE §6); `address` is a snapshot of the delivery address.
 */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => users.id),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => sellers.userId),
    cartId: integer("cart_id").references(() => carts.id, { onDelete: "set null" }),
    status: text("status").$type<(typeof orderStatuses)[number]>().notNull(),
    address: jsonb("address").$type<Record<string, unknown>>().notNull(),
    destinationCityId: integer("destination_city_id")
      .notNull()
      .references(() => cities.id),
    sendMethod: text("send_method").notNull(),
    shippingCostRials: bigint("shipping_cost_rials", { mode: "number" }).notNull(),
    packageTypeId: integer("package_type_id").references(() => packageTypes.id),
    deliveryDate: text("delivery_date").notNull(),
    timeBlockId: integer("time_block_id").references(() => timeBlocks.id),
    itemsTotalRials: bigint("items_total_rials", { mode: "number" }).notNull(),
    /** What the customer pays: items less the discount, plus shipping. */
    totalRials: bigint("total_rials", { mode: "number" }).notNull(),
    /** The discount code applied at checkout, as typed (decision 040); null without one. */
    discountCode: text("discount_code"),
    /** What the code took off the items; part of `total_rials` already. */
    discountRials: bigint("discount_rials", { mode: "number" }).notNull().default(0),
    /** Who gives the discount: the shop (its income is lower) or the platform (from its revenue). */
    discountFundedBy: text("discount_funded_by").$type<"shop" | "platform">(),
    paymentMethod: text("payment_method").notNull(),
    /** Until then the stock stays reserved for an unpaid order (pending_payment). */
    reservedUntil: timestamp("reserved_until", { withTimezone: true }),
    /** The reason picked from /cancel-messages, shown in the reader's language. */
    cancelMessageId: integer("cancel_message_id").references(() => cancelMessages.id),
    /** The reason in the canceller's own words (a customer's or a shop's). */
    cancelReason: text("cancel_reason"),
    cancelledBy: text("cancelled_by"),
    /** Why the system closed an unpaid order (a code, shown in the reader's language). */
    systemCancelReason: text("system_cancel_reason"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** The shipment it travels in, once the seller groups it (a group of one by default). */
    orderGroupId: integer("order_group_id").references((): AnyPgColumn => orderGroups.id),
    /** When it was delivered: the three days to confirm receipt run from here. */
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** The photo a driver or shop may take at delivery. */
    deliveryPhotoFileId: text("delivery_photo_file_id").references(() => files.id, {
      onDelete: "set null",
    }),
    /** How the handover was proven: the customer's code, or a reason and a photo (decision 030). */
    deliveryProof: text("delivery_proof").$type<(typeof deliveryProofMethods)[number]>(),
    /** Why the code could not be had, when `delivery_proof` is `no_code`. */
    deliveryNoCodeReason:
      text("delivery_no_code_reason").$type<(typeof deliveryNoCodeReasons)[number]>(),
    /** Where the carrier said the handover happened, when their device could tell. */
    deliveryLatitude: doublePrecision("delivery_latitude"),
    deliveryLongitude: doublePrecision("delivery_longitude"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "orders_delivery_proof_check",
      sql`${table.deliveryProof} in (${checkList(deliveryProofMethods)})`,
    ),
    check(
      "orders_delivery_no_code_reason_check",
      sql`${table.deliveryNoCodeReason} in (${checkList(deliveryNoCodeReasons)})`,
    ),
    check("orders_status_check", sql`${table.status} in (${checkList(orderStatuses)})`),
    check("orders_send_method_check", sql`${table.sendMethod} in (${checkList(sendMethods)})`),
    check(
      "orders_payment_method_check",
      sql`${table.paymentMethod} in (${checkList(paymentMethods)})`,
    ),
    check("orders_total_check", sql`${table.totalRials} > 0`),
    check(
      "orders_discount_check",
      sql`${table.discountRials} >= 0 and ${table.discountRials} < ${table.itemsTotalRials} and (${table.discountRials} = 0) = (${table.discountFundedBy} is null) and ${table.discountFundedBy} in ('shop', 'platform')`,
    ),
    check(
      "orders_delivery_place_check",
      sql`(${table.deliveryLatitude} is null) = (${table.deliveryLongitude} is null) and ${table.deliveryLatitude} between -90 and 90 and ${table.deliveryLongitude} between -180 and 180`,
    ),
    check(
      "orders_system_cancel_reason_check",
      sql`${table.systemCancelReason} in (${checkList(systemCancelReasons)})`,
    ),
    index("orders_customer_idx").on(table.customerId, table.createdAt.desc()),
    index("orders_seller_idx").on(table.sellerId, table.status, table.createdAt.desc()),
    index("orders_group_idx").on(table.orderGroupId),
    index("orders_delivered_idx").on(table.deliveredAt).where(sql`${table.status} = 'delivered'`),
    index("orders_reserved_idx")
      .on(table.reservedUntil)
      .where(sql`${table.status} = 'pending_payment'`),
  ],
);

/** What was bought, as it was at checkout. */
export const orderItems = pgTable(
  "order_items",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    /** The variant bought; its label and unit weight are kept as they were (decision 041). */
    variantId: integer("variant_id")
      .notNull()
      .references(() => productVariants.id),
    variantLabel: text("variant_label").notNull().default(""),
    variantLabelEn: text("variant_label_en").notNull().default(""),
    /** Kilograms in one unit when the variant said so; null: the unit's own weight. */
    unitWeightKg: numeric("unit_weight_kg", { precision: 12, scale: 3, mode: "number" }),
    name: text("name").notNull(),
    latinName: text("latin_name"),
    stockTypeId: integer("stock_type_id")
      .notNull()
      .references(() => stockTypes.id),
    count: numeric("count", { precision: 14, scale: 3, mode: "number" }).notNull(),
    unitPriceRials: bigint("unit_price_rials", { mode: "number" }).notNull(),
    /** The price before the shop's discount (null on lines bought before it was kept). */
    listPriceRials: bigint("list_price_rials", { mode: "number" }),
    totalRials: bigint("total_rials", { mode: "number" }).notNull(),
    /** The line's share of the order's discount: the customer paid `total_rials` less this. */
    discountRials: bigint("discount_rials", { mode: "number" }).notNull().default(0),
    /** What the shop packed of a line sold by weight, in the line's unit (decision 033). */
    packedCount: numeric("packed_count", { precision: 14, scale: 3, mode: "number" }),
    /** Refunded to the customer when less was packed than ordered; never more than the line. */
    packedRefundRials: bigint("packed_refund_rials", { mode: "number" }).notNull().default(0),
  },
  (table) => [
    index("order_items_order_idx").on(table.orderId),
    check(
      "order_items_packed_count_check",
      sql`${table.packedCount} is null or ${table.packedCount} > 0`,
    ),
    check(
      "order_items_discount_check",
      sql`${table.discountRials} >= 0 and ${table.discountRials} <= ${table.totalRials}`,
    ),
    check(
      "order_items_packed_refund_check",
      sql`${table.packedRefundRials} >= 0 and ${table.packedRefundRials} <= ${table.totalRials}`,
    ),
  ],
);

/** Every change of an order's status, who made it and why: the order's history. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: text("from_status").$type<(typeof orderStatuses)[number]>(),
    toStatus: text("to_status").$type<(typeof orderStatuses)[number]>().notNull(),
    actorId: integer("actor_id").references(() => users.id),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "order_events_from_status_check",
      sql`${table.fromStatus} in (${checkList(orderStatuses)})`,
    ),
    check("order_events_to_status_check", sql`${table.toStatus} in (${checkList(orderStatuses)})`),
    index("order_events_order_idx").on(table.orderId, table.id),
  ],
);
