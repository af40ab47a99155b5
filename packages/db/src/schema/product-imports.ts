import { productImportStatuses } from "@kesht/contracts";
import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { checkList } from "./check-list";
import { sellers } from "./sellers";

/**
 * A shop's CSV import of its products (decision 042): the file as uploaded, the job's progress
 * and the report of its check (the dry run). The products themselves are written only when
 * the shop applies a report without errors, all in one transaction.
 */
export const productImports = pgTable(
  "product_imports",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => sellers.userId, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    csv: text("csv").notNull(),
    status: text("status")
      .$type<(typeof productImportStatuses)[number]>()
      .notNull()
      .default("checking"),
    totalRows: integer("total_rows").notNull().default(0),
    processedRows: integer("processed_rows").notNull().default(0),
    /** `{ new, updated, unchanged, error }`: how many rows of each outcome the report holds. */
    counts: jsonb("counts")
      .$type<Record<string, number>>()
      .notNull()
      .default({ new: 0, updated: 0, unchanged: 0, error: 0 }),
    /** The report's rows that are new, updated or in error (see the contracts' schema). */
    report: jsonb("report").$type<unknown[]>().notNull().default([]),
    /** Why an apply failed as a whole, `{ en, fa }`. */
    failure: jsonb("failure").$type<{ en: string; fa: string }>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "product_imports_status_check",
      sql`${table.status} in (${checkList(productImportStatuses)})`,
    ),
    check(
      "product_imports_rows_check",
      sql`${table.processedRows} between 0 and ${table.totalRows}`,
    ),
    index("product_imports_seller_idx").on(table.sellerId, table.createdAt.desc()),
  ],
);
