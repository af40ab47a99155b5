import { z } from "zod";
import { auditTargetKinds } from "./admin";
import { tableDayQuery, tableQueryShape, tableSearchQuery } from "./admin-table";
import { pageOf } from "./catalog";

/**
 * `GET /admin/audit`: newest first by default. `action` matches the start of the verb
 * (`person` finds `person.block` and `person.unblock`); `admin` finds the admin by name or
 * mobile (any digits); `from`/`to` are whole days in Tehran, inclusive.
 */
export const adminAuditQuerySchema = z.strictObject({
  ...tableQueryShape(["created_at"], "created_at"),
  action: tableSearchQuery,
  target_kind: z.enum(auditTargetKinds, "invalid_choice").optional(),
  target_id: tableSearchQuery,
  admin: tableSearchQuery,
  from: tableDayQuery,
  to: tableDayQuery,
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  admin: z.object({ id: z.number().int(), name: z.string().nullable(), mobile: z.string() }),
  action: z.string(),
  target_kind: z.enum(auditTargetKinds),
  target_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageOf(auditEntrySchema);
