import { type AuditEntry, type adminAuditQuerySchema, toAsciiDigits } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import type { z } from "zod";
import * as repo from "./audit.repo";

/*
 * The audit log's service: other modules record their admin actions through here (inside
 * their own transaction), and the console reads the log. The table is append-only: there is
 * no function here, nor a route, that edits or deletes a row, and a trigger refuses both.
 */
export { type AdminAction, recordAdminAction } from "./audit.repo";

type AuditQuery = z.output<typeof adminAuditQuerySchema>;

/** `GET /admin/audit`: a page of the log, newest first unless asked otherwise. */
export async function listAuditLog(db: Database, query: AuditQuery) {
  const rows = await repo.listAdminActions(db, {
    actionPrefix: query.action,
    targetKind: query.target_kind,
    targetId: query.target_id,
    adminText: query.admin ? toAsciiDigits(query.admin) : undefined,
    fromDay: query.from,
    toDay: query.to,
    order: query.order,
    limit: query.per_page + 1,
    offset: (query.page - 1) * query.per_page,
  });
  const items: AuditEntry[] = rows.slice(0, query.per_page).map(({ entry, ...admin }) => ({
    id: entry.id,
    admin: { id: entry.adminUserId, name: admin.adminName, mobile: admin.adminMobile },
    action: entry.action,
    target_kind: entry.targetKind as AuditEntry["target_kind"],
    target_id: entry.targetId,
    before: entry.before,
    after: entry.after,
    created_at: entry.createdAt.toISOString(),
  }));
  return {
    items,
    page: query.page,
    per_page: query.per_page,
    has_more: rows.length > query.per_page,
  };
}
