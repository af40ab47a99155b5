import { type AuditEntry, type adminAuditQuerySchema, toAsciiDigits } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import type { z } from "zod";
import { paged } from "../../lib/paged";
import * as repo from "./audit.repo";

/*
 * The audit log's service: other modules record their admin actions through here (inside
 * their own transaction), and the console reads the log. The table is append-only: there is
 * no function here, nor a route, that edits or deletes a row, and a trigger refuses both.
 */
export { type AdminAction, recordAdminAction } from "./audit.repo";

type AuditQuery = z.output<typeof adminAuditQuerySchema>;

/** `GET /admin/audit`: a page of the log, newest first unless asked otherwise. */
export function listAuditLog(db: Database, query: AuditQuery) {
  return paged(
    query,
    (window) =>
      repo.listAdminActions(db, {
        actionPrefix: query.action,
        targetKind: query.target_kind,
        targetId: query.target_id,
        adminText: query.admin ? toAsciiDigits(query.admin) : undefined,
        fromDay: query.from,
        toDay: query.to,
        order: query.order,
        ...window,
      }),
    (rows) => rows.map(toAuditEntry),
  );
}

function toAuditEntry({
  entry,
  ...admin
}: Awaited<ReturnType<typeof repo.listAdminActions>>[number]): AuditEntry {
  return {
    id: entry.id,
    admin: { id: entry.adminUserId, name: admin.adminName, mobile: admin.adminMobile },
    action: entry.action,
    target_kind: entry.targetKind as AuditEntry["target_kind"],
    target_id: entry.targetId,
    before: entry.before,
    after: entry.after,
    created_at: entry.createdAt.toISOString(),
  };
}
