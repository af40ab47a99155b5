import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  index,
  integer,
  numeric,
  pgTable,
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
