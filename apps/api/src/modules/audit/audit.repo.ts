import type { AuditTargetKind } from "@kesht/contracts";
import { type Database, schema } from "@kesht/db";
import { and, asc, desc, eq, gte, ilike, like, lt, or, sql } from "drizzle-orm";

const { adminAuditLog, users } = schema;

export interface AdminAction {
  adminUserId: number;
  /** A verb on a target, e.g. `category.create`, `person.block`, `rate.set`. */
  action: string;
  targetKind: AuditTargetKind;
  targetId: string | number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Appends one row to the audit log. Call it inside the transaction that makes the change, so
 * an action and its record commit or roll back together. The table refuses UPDATE and DELETE.
 */
export async function recordAdminAction(db: Database, entry: AdminAction): Promise<void> {
  await db.insert(adminAuditLog).values({
    adminUserId: entry.adminUserId,
    action: entry.action,
    targetKind: entry.targetKind,
    targetId: entry.targetId === null ? null : String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export interface AuditFilter {
  actionPrefix?: string;
  targetKind?: AuditTargetKind;
  targetId?: string;
  /** Latin digits already: a name or a part of a mobile. */
  adminText?: string;
  fromDay?: string;
  toDay?: string;
  order: "asc" | "desc";
  limit: number;
  offset: number;
}

const zone = "Asia/Tehran";

/** `%` and `_` typed into a search are letters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export function listAdminActions(db: Database, filter: AuditFilter) {
  const direction = filter.order === "asc" ? asc : desc;
  return db
    .select({ entry: adminAuditLog, adminName: users.name, adminMobile: users.mobile })
    .from(adminAuditLog)
    .innerJoin(users, eq(users.id, adminAuditLog.adminUserId))
    .where(
      and(
        filter.actionPrefix
          ? like(adminAuditLog.action, `${escapeLike(filter.actionPrefix)}%`)
          : undefined,
        filter.targetKind ? eq(adminAuditLog.targetKind, filter.targetKind) : undefined,
        filter.targetId ? eq(adminAuditLog.targetId, filter.targetId) : undefined,
        filter.adminText
          ? or(
              ilike(users.name, `%${escapeLike(filter.adminText)}%`),
              like(users.mobile, `%${escapeLike(filter.adminText)}%`),
            )
          : undefined,
        filter.fromDay
          ? gte(
              adminAuditLog.createdAt,
              sql`(${filter.fromDay}::date::timestamp at time zone ${zone})`,
            )
          : undefined,
        filter.toDay
          ? lt(
              adminAuditLog.createdAt,
              sql`((${filter.toDay}::date + 1)::timestamp at time zone ${zone})`,
            )
          : undefined,
      ),
    )
    .orderBy(direction(adminAuditLog.createdAt), direction(adminAuditLog.id))
    .limit(filter.limit)
    .offset(filter.offset);
}
