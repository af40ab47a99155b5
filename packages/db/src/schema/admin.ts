import { auditTargetKinds, settingKeys } from "@kesht/contracts";
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
import { users } from "./accounts";
import { checkList } from "./check-list";

/**
 * Every admin action, append-only: who did what to which row, when, with the row before and
 * after. A trigger (migration 0014) refuses UPDATE and DELETE, so not even a bug in the API
 * can rewrite history.
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    adminUserId: integer("admin_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    action: text("action").notNull(),
    targetKind: text("target_kind").notNull(),
    targetId: text("target_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "admin_audit_log_target_kind_check",
      sql`${table.targetKind} in (${checkList(auditTargetKinds)})`,
    ),
    index("admin_audit_log_created_idx").on(table.createdAt.desc(), table.id.desc()),
    index("admin_audit_log_target_idx").on(table.targetKind, table.targetId),
    index("admin_audit_log_admin_idx").on(table.adminUserId, table.createdAt.desc()),
  ],
);

/**
 * Platform settings as history, like currency rates: the newest row per key is the current
 * value; a key with no row falls back to its environment default (e.g. COMMISSION_PERCENT).
 */
export const settingChanges = pgTable(
  "setting_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    key: text("key").notNull(),
    value: jsonb("value").notNull(),
    changedBy: integer("changed_by").references(() => users.id, { onDelete: "restrict" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("setting_changes_key_check", sql`${table.key} in (${checkList(settingKeys)})`),
    index("setting_changes_key_created_idx").on(table.key, table.createdAt.desc(), table.id.desc()),
  ],
);
