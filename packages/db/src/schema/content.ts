import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { files } from "./files";

/** Editorial pages (terms, about us), bilingual sanitised HTML. */
export const contentPages = pgTable("content_pages", {
  contentName: text("content_name").primaryKey(),
  titleEn: text("title_en").notNull(),
  titleFa: text("title_fa").notNull(),
  bodyEn: text("body_en").notNull(),
  bodyFa: text("body_fa").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Promotional banners by position on a page and by client app. */
export const banners = pgTable(
  "banners",
  {
    id: serial("id").primaryKey(),
    position: text("position").notNull(),
    appName: text("app_name").notNull().default("web"),
    titleFa: text("title_fa").notNull(),
    titleEn: text("title_en").notNull(),
    subtitleFa: text("subtitle_fa").notNull().default(""),
    subtitleEn: text("subtitle_en").notNull().default(""),
    imageUrl: text("image_url").notNull(),
    /**
     * The upload the image came from (admins' banners); its reference keeps the file from the
     * clean-up of unattached uploads. Seeded banners point at static images and have none.
     */
    imageFileId: text("image_file_id").references(() => files.id, { onDelete: "set null" }),
    linkUrl: text("link_url").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    /** Optional schedule: shown from `starts_at` until `ends_at` when set. */
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
  },
  (table) => [index("banners_position_idx").on(table.position, table.appName, table.sortOrder)],
);
