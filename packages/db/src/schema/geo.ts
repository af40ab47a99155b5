import { sql } from "drizzle-orm";
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
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
    /** Where the city lies (GeoNames, seed/city-coordinates.ts); null where nobody placed it. */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
  },
  (table) => [
    unique("cities_province_code_unique").on(table.provinceId, table.code),
    index("cities_province_idx").on(table.provinceId),
    check(
      "cities_point_check",
      sql`(${table.latitude} is null) = (${table.longitude} is null) and ${table.latitude} between -90 and 90 and ${table.longitude} between -180 and 180`,
    ),
  ],
);
