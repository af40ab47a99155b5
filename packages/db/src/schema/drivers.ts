import { driverReviewStatuses } from "@kesht/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { checkList } from "./check-list";
import { files } from "./files";
import { cities, provinces } from "./geo";

/** The kinds of vehicle a driver may register (pickup, light truck, …), in both languages. */
export const vehicleTypes = pgTable("vehicle_types", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  nameFa: text("name_fa").notNull(),
  nameEn: text("name_en").notNull(),
  /** Keeps goods cool or frozen: only such vehicles may carry cool and frozen loads. */
  refrigerated: boolean("refrigerated").notNull().default(false),
  sortOrder: integer("sort_order").notNull().default(0),
});

/** A driver: the person's vehicle, payout account, where they work, and their review. */
export const drivers = pgTable(
  "drivers",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    nationalCode: text("national_code").notNull(),
    vehicleTypeId: integer("vehicle_type_id")
      .notNull()
      .references(() => vehicleTypes.id),
    /** Stored as `12ب345-67` (contracts' `plateToString`). */
    plate: text("plate").notNull(),
    capacityKg: integer("capacity_kg").notNull(),
    drivingLicenceFileId: text("driving_licence_file_id").references(() => files.id, {
      onDelete: "set null",
    }),
    vehicleCardFileId: text("vehicle_card_file_id").references(() => files.id, {
      onDelete: "set null",
    }),
    sheba: text("sheba").notNull(),
    provinceId: integer("province_id")
      .notNull()
      .references(() => provinces.id),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id),
    reviewStatus: text("review_status")
      .$type<(typeof driverReviewStatuses)[number]>()
      .notNull()
      .default("pending_review"),
    rejectionReason: text("rejection_reason"),
    reviewedBy: integer("reviewed_by").references(() => users.id),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "drivers_review_status_check",
      sql`${table.reviewStatus} in (${checkList(driverReviewStatuses)})`,
    ),
    check("drivers_capacity_check", sql`${table.capacityKg} > 0`),
    index("drivers_review_status_idx").on(table.reviewStatus, table.updatedAt.desc()),
  ],
);

/** The provinces a driver takes loads from. */
export const driverServiceProvinces = pgTable(
  "driver_service_provinces",
  {
    driverId: integer("driver_id")
      .notNull()
      .references(() => drivers.userId, { onDelete: "cascade" }),
    provinceId: integer("province_id")
      .notNull()
      .references(() => provinces.id),
  },
  (table) => [
    primaryKey({ columns: [table.driverId, table.provinceId] }),
    index("driver_service_provinces_province_idx").on(table.provinceId),
  ],
);
