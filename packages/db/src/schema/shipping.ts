import {
  freightRules,
  loadingRequestStatuses,
  pickupStatuses,
  proposalStatuses,
  shipmentCarriers,
  temperatureNeeds,
} from "@kesht/contracts";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
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
import { packageTypes } from "./catalog";
import { checkList } from "./check-list";
import { drivers } from "./drivers";
import { files } from "./files";
import { cities, provinces } from "./geo";
import { timeBlocks } from "./orders";
import { sellers } from "./sellers";

/**
 * An order group (a shipment): one or more of a shop's orders to one destination city,
 * travelling together (SPEC §9). A single order travels as a group of one. Its orders'
 * statuses say where it is; the group holds what they share: the carrier and, once a
 * proposal is accepted, the driver and the agreed price.
 */
export const orderGroups = pgTable(
  "order_groups",
  {
    id: serial("id").primaryKey(),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => sellers.userId),
    destinationCityId: integer("destination_city_id")
      .notNull()
      .references(() => cities.id),
    /** null until the seller sends a loading request or chooses self-loading. */
    carrier: text("carrier"),
    driverId: integer("driver_id").references(() => drivers.userId),
    /** The accepted proposal's price, what the driver is paid for the whole group. */
    driverPriceRials: bigint("driver_price_rials", { mode: "number" }),
    /** Self-loading: when the shop expects to deliver. */
    expectedDeliveryAt: timestamp("expected_delivery_at", { withTimezone: true }),
    loadedAt: timestamp("loaded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("order_groups_carrier_check", sql`${table.carrier} in (${checkList(shipmentCarriers)})`),
    check(
      "order_groups_driver_check",
      sql`(${table.driverId} is null) = (${table.driverPriceRials} is null)`,
    ),
    check("order_groups_driver_price_check", sql`${table.driverPriceRials} > 0`),
    index("order_groups_seller_idx").on(table.sellerId, table.createdAt.desc()),
    index("order_groups_driver_idx").on(table.driverId, table.createdAt.desc()),
  ],
);

/**
 * A loading request: the seller asks drivers to carry a group on a day and in a time block.
 * A group has at most one live (open or accepted) request; the origin province and the
 * weight are kept so drivers can be matched by where they work and what they can carry.
 */
export const loadingRequests = pgTable(
  "loading_requests",
  {
    id: serial("id").primaryKey(),
    orderGroupId: integer("order_group_id")
      .notNull()
      .references(() => orderGroups.id),
    status: text("status")
      .$type<(typeof loadingRequestStatuses)[number]>()
      .notNull()
      .default("open"),
    loadingDate: date("loading_date", { mode: "string" }).notNull(),
    timeBlockId: integer("time_block_id")
      .notNull()
      .references(() => timeBlocks.id),
    packageTypeId: integer("package_type_id")
      .notNull()
      .references(() => packageTypes.id),
    weightKg: integer("weight_kg").notNull(),
    note: text("note"),
    originProvinceId: integer("origin_province_id")
      .notNull()
      .references(() => provinces.id),
    /** Cool and frozen loads travel only in refrigerated vehicles. */
    temperature: text("temperature")
      .$type<(typeof temperatureNeeds)[number]>()
      .notNull()
      .default("ambient"),
    /** When the goods must be at their destination at the latest: later bids are refused. */
    arriveBy: timestamp("arrive_by", { withTimezone: true }),
    fragile: boolean("fragile").notNull().default(false),
    packageCount: integer("package_count").notNull().default(1),
    /**
     * Goes up each time the seller changes the load: bids made on an older revision are stale
     * and must be made again.
     */
    revision: integer("revision").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "loading_requests_status_check",
      sql`${table.status} in (${checkList(loadingRequestStatuses)})`,
    ),
    check("loading_requests_weight_check", sql`${table.weightKg} > 0`),
    check(
      "loading_requests_temperature_check",
      sql`${table.temperature} in (${checkList(temperatureNeeds)})`,
    ),
    check("loading_requests_package_count_check", sql`${table.packageCount} > 0`),
    check("loading_requests_revision_check", sql`${table.revision} > 0`),
    uniqueIndex("loading_requests_live_unique")
      .on(table.orderGroupId)
      .where(sql`${table.status} in ('open', 'accepted')`),
    index("loading_requests_open_idx")
      .on(table.originProvinceId, table.loadingDate)
      .where(sql`${table.status} = 'open'`),
  ],
);

/** A driver's offer to carry a loading request: a price for the whole load and a duration. */
export const driverProposals = pgTable(
  "driver_proposals",
  {
    id: serial("id").primaryKey(),
    loadingRequestId: integer("loading_request_id")
      .notNull()
      .references(() => loadingRequests.id),
    driverId: integer("driver_id")
      .notNull()
      .references(() => drivers.userId),
    status: text("status").$type<(typeof proposalStatuses)[number]>().notNull().default("pending"),
    priceRials: bigint("price_rials", { mode: "number" }).notNull(),
    durationHours: integer("duration_hours").notNull(),
    /** The bid stands until then (the driver's choice; by default the end of the loading day). */
    validUntil: timestamp("valid_until", { withTimezone: true }),
    /** The request's revision the bid was made on. */
    requestRevision: integer("request_revision").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "driver_proposals_status_check",
      sql`${table.status} in (${checkList(proposalStatuses)})`,
    ),
    check("driver_proposals_price_check", sql`${table.priceRials} > 0`),
    check("driver_proposals_duration_check", sql`${table.durationHours} > 0`),
    // One proposal per driver and request: changing or renewing it edits the same row.
    uniqueIndex("driver_proposals_driver_unique").on(table.loadingRequestId, table.driverId),
    index("driver_proposals_driver_idx").on(table.driverId, table.updatedAt.desc()),
    index("driver_proposals_pending_valid_idx")
      .on(table.validUntil)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/** A driver's question on a load before bidding; the shop answers once, for every bidder. */
export const loadQuestions = pgTable(
  "load_questions",
  {
    id: serial("id").primaryKey(),
    loadingRequestId: integer("loading_request_id")
      .notNull()
      .references(() => loadingRequests.id),
    driverId: integer("driver_id")
      .notNull()
      .references(() => drivers.userId),
    question: text("question").notNull(),
    answer: text("answer"),
    askedAt: timestamp("asked_at", { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (table) => [
    check(
      "load_questions_question_check",
      sql`char_length(${table.question}) between 1 and ${sql.raw(String(freightRules.maxQuestionLength))}`,
    ),
    check(
      "load_questions_answer_check",
      sql`char_length(${table.answer}) between 1 and ${sql.raw(String(freightRules.maxAnswerLength))}`,
    ),
    check(
      "load_questions_answered_check",
      sql`(${table.answer} is null) = (${table.answeredAt} is null)`,
    ),
    index("load_questions_request_idx").on(table.loadingRequestId, table.id),
  ],
);

/**
 * What the driver found at loading: packages counted, the scale's weight and photos. When it
 * matches the load it is `matched`; otherwise the shop confirms or disputes it, and the load
 * may leave only once it is matched or confirmed.
 */
export const loadPickups = pgTable(
  "load_pickups",
  {
    orderGroupId: integer("order_group_id")
      .primaryKey()
      .references(() => orderGroups.id),
    driverId: integer("driver_id")
      .notNull()
      .references(() => drivers.userId),
    status: text("status").$type<(typeof pickupStatuses)[number]>().notNull(),
    packageCount: integer("package_count").notNull(),
    weightKg: integer("weight_kg").notNull(),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    sellerNote: text("seller_note"),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (table) => [
    check("load_pickups_status_check", sql`${table.status} in (${checkList(pickupStatuses)})`),
    check("load_pickups_counts_check", sql`${table.packageCount} > 0 and ${table.weightKg} > 0`),
    check(
      "load_pickups_place_check",
      sql`(${table.latitude} is null) = (${table.longitude} is null) and ${table.latitude} between -90 and 90 and ${table.longitude} between -180 and 180`,
    ),
    check(
      "load_pickups_seller_note_check",
      sql`char_length(${table.sellerNote}) <= ${sql.raw(String(freightRules.maxNoteLength))}`,
    ),
  ],
);

export const loadPickupPhotos = pgTable(
  "load_pickup_photos",
  {
    orderGroupId: integer("order_group_id")
      .notNull()
      .references(() => loadPickups.orderGroupId, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    fileId: text("file_id")
      .notNull()
      .references(() => files.id),
  },
  (table) => [
    primaryKey({ columns: [table.orderGroupId, table.position] }),
    index("load_pickup_photos_file_idx").on(table.fileId),
  ],
);

/** Where the driver of a group was, while it travelled; kept 30 days (a job purges). */
export const driverPositions = pgTable(
  "driver_positions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderGroupId: integer("order_group_id")
      .notNull()
      .references(() => orderGroups.id),
    driverId: integer("driver_id")
      .notNull()
      .references(() => drivers.userId),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    accuracyM: integer("accuracy_m"),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("driver_positions_latitude_check", sql`${table.latitude} between -90 and 90`),
    check("driver_positions_longitude_check", sql`${table.longitude} between -180 and 180`),
    index("driver_positions_group_idx").on(table.orderGroupId, table.id),
    index("driver_positions_recorded_idx").on(table.recordedAt),
  ],
);

/** A customer's rating of the driver who carried their order's group: once per group. */
export const driverRatings = pgTable(
  "driver_ratings",
  {
    id: serial("id").primaryKey(),
    orderGroupId: integer("order_group_id")
      .notNull()
      .references(() => orderGroups.id),
    customerId: integer("customer_id")
      .notNull()
      .references(() => users.id),
    driverId: integer("driver_id")
      .notNull()
      .references(() => drivers.userId),
    stars: smallint("stars").notNull(),
    comment: text("comment"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("driver_ratings_stars_check", sql`${table.stars} between 1 and 5`),
    uniqueIndex("driver_ratings_once_unique").on(table.orderGroupId, table.customerId),
    index("driver_ratings_driver_idx").on(table.driverId),
  ],
);
