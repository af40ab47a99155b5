import {
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";

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
