import { sellerReviewStatuses } from "@kesht/contracts";
import { sql } from "drizzle-orm";
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { checkList } from "./check-list";
import { files } from "./files";
import { cities, provinces } from "./geo";

/** A shop: the seller's business details and its review by an admin. */
export const sellers = pgTable(
  "sellers",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    storeName: text("store_name").notNull(),
    /** The shop's name in Latin letters, for English pages (suggested from the Persian one). */
    storeNameEn: text("store_name_en").notNull(),
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
    reviewStatus: text("review_status")
      .$type<(typeof sellerReviewStatuses)[number]>()
      .notNull()
      .default("draft"),
    rejectionReason: text("rejection_reason"),
    reviewedBy: integer("reviewed_by").references(() => users.id),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "sellers_review_status_check",
      sql`${table.reviewStatus} in (${checkList(sellerReviewStatuses)})`,
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
