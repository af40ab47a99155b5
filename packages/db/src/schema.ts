import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";

/** Reference geography. Names are kept in both languages; `code` is a stable external key. */
export const countries = pgTable("countries", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  nameEn: text("name_en").notNull(),
  nameFa: text("name_fa").notNull(),
  dialCode: text("dial_code").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const provinces = pgTable(
  "provinces",
  {
    id: serial("id").primaryKey(),
    countryId: integer("country_id")
      .notNull()
      .references(() => countries.id, { onDelete: "restrict" }),
    code: text("code").notNull().unique(),
    nameEn: text("name_en").notNull(),
    nameFa: text("name_fa").notNull(),
  },
  (table) => [index("provinces_country_idx").on(table.countryId)],
);

export const cities = pgTable(
  "cities",
  {
    id: serial("id").primaryKey(),
    provinceId: integer("province_id")
      .notNull()
      .references(() => provinces.id, { onDelete: "restrict" }),
    code: text("code").notNull(),
    nameEn: text("name_en").notNull(),
    nameFa: text("name_fa").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (table) => [
    unique("cities_province_code_unique").on(table.provinceId, table.code),
    index("cities_province_idx").on(table.provinceId),
  ],
);

/**
 * Exchange rates, append-only: the newest row per pair is the current rate, older rows are
 * its history. `rate` is how much of the quote currency one US dollar buys.
 */
export const currencyRates = pgTable(
  "currency_rates",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    pair: text("pair").notNull(),
    rate: numeric("rate", { precision: 24, scale: 6 }).notNull(),
    source: text("source").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("currency_rates_pair_check", sql`${table.pair} in ('USD_IRR', 'USD_AED')`),
    check("currency_rates_rate_positive", sql`${table.rate} > 0`),
    index("currency_rates_pair_created_idx").on(table.pair, table.createdAt.desc()),
  ],
);

/** Editorial pages (terms, about us), bilingual sanitised HTML. */
export const contentPages = pgTable("content_pages", {
  contentName: text("content_name").primaryKey(),
  titleEn: text("title_en").notNull(),
  titleFa: text("title_fa").notNull(),
  bodyEn: text("body_en").notNull(),
  bodyFa: text("body_fa").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Degrees a customer may hold in a farming guild (shown on the profile). */
export const guildDegrees = pgTable("guild_degrees", {
  id: serial("id").primaryKey(),
  titleEn: text("title_en").notNull(),
  titleFa: text("title_fa").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

/**
 * Everyone who has verified a mobile number. `role` stays null until the person chooses to
 * register as a customer or a shop; `registration` says how far that went.
 */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    mobile: text("mobile").notNull().unique(),
    role: text("role"),
    registration: text("registration").notNull().default("none"),
    name: text("name"),
    email: text("email"),
    countryId: integer("country_id").references(() => countries.id),
    guildDegreeId: integer("guild_degree_id").references(() => guildDegrees.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("users_role_check", sql`${table.role} in ('customer', 'seller', 'driver', 'admin')`),
    check(
      "users_registration_check",
      sql`${table.registration} in ('none', 'shop_step1', 'complete')`,
    ),
  ],
);

/** Sessions are random tokens; only their SHA-256 is stored, so a leaked table signs no one in. */
export const sessions = pgTable(
  "sessions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    userAgent: text("user_agent"),
    ip: text("ip"),
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

/**
 * One-time codes, hashed. A row is one code sent; wrong attempts are counted on it. Rows stay
 * for a day so the daily caps per number and per IP can be counted.
 */
export const otpCodes = pgTable(
  "otp_codes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    mobile: text("mobile").notNull(),
    door: text("door").notNull(),
    codeHash: text("code_hash").notNull(),
    ip: text("ip").notNull(),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    invalidatedAt: timestamp("invalidated_at", { withTimezone: true }),
  },
  (table) => [
    index("otp_codes_mobile_created_idx").on(table.mobile, table.createdAt.desc()),
    index("otp_codes_ip_created_idx").on(table.ip, table.createdAt.desc()),
  ],
);

/** A number locked after too many wrong codes, until `lockedUntil`. */
export const otpLocks = pgTable("otp_locks", {
  mobile: text("mobile").primaryKey(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }).notNull(),
});

/** SMS the dev "outbox" provider would have sent; never written in production. */
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    mobile: text("mobile").notNull(),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("sms_outbox_mobile_idx").on(table.mobile, table.createdAt.desc())],
);

/** Uploaded files. `variants` maps a width to the storage key of that rendition. */
export const files = pgTable(
  "files",
  {
    id: text("id").primaryKey(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    kind: text("kind").notNull(),
    mime: text("mime").notNull(),
    storageKey: text("storage_key").notNull(),
    variants: jsonb("variants").$type<Record<string, string>>().notNull().default({}),
    size: bigint("size", { mode: "number" }).notNull(),
    durationSeconds: doublePrecision("duration_seconds"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("files_owner_idx").on(table.ownerId)],
);

/** A shop: the seller's business details and its review by an admin. */
export const sellers = pgTable(
  "sellers",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    storeName: text("store_name").notNull(),
    managerFullName: text("manager_full_name").notNull(),
    nationalCode: text("national_code").notNull(),
    sheba: text("sheba").notNull(),
    iban: text("iban").notNull(),
    cardNumber: text("card_number").notNull(),
    provinceId: integer("province_id").references(() => provinces.id),
    cityId: integer("city_id").references(() => cities.id),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    logoFileId: text("logo_file_id").references(() => files.id, { onDelete: "set null" }),
    licenseFileId: text("license_file_id").references(() => files.id, { onDelete: "set null" }),
    farmVideoId: text("farm_video_id").references(() => files.id, { onDelete: "set null" }),
    reviewStatus: text("review_status").notNull().default("draft"),
    rejectionReason: text("rejection_reason"),
    reviewedBy: integer("reviewed_by").references(() => users.id),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "sellers_review_status_check",
      sql`${table.reviewStatus} in ('draft', 'pending_review', 'approved', 'rejected')`,
    ),
    index("sellers_review_status_idx").on(table.reviewStatus),
  ],
);

/** A shop's store and farm photos, in the order the seller gave them. */
export const sellerImages = pgTable(
  "seller_images",
  {
    sellerId: integer("seller_id")
      .notNull()
      .references(() => sellers.userId, { onDelete: "cascade" }),
    fileId: text("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    position: integer("position").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.sellerId, table.fileId] }),
    check("seller_images_kind_check", sql`${table.kind} in ('store', 'farm')`),
  ],
);
