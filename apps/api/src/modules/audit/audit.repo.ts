import type { AuditTargetKind } from "@kesht/contracts";
import { type Database, schema } from "@kesht/db";

const { adminAuditLog } = schema;

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
