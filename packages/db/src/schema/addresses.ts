import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { cities, countries, provinces } from "./geo";

/** A customer's saved delivery address; orders keep a snapshot, so deleting one is safe. */
export const addresses = pgTable(
  "addresses",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    countryId: integer("country_id")
      .notNull()
      .references(() => countries.id),
    provinceId: integer("province_id")
      .notNull()
      .references(() => provinces.id),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id),
    address: text("address").notNull(),
    latinAddress: text("latin_address"),
    postalCode: text("postal_code"),
    receiverName: text("receiver_name"),
    receiverMobile: text("receiver_mobile"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("addresses_user_idx").on(table.userId),
    uniqueIndex("addresses_one_default_idx").on(table.userId).where(sql`${table.isDefault}`),
  ],
);
