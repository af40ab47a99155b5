import type { AuditTargetKind, ErrorCode } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { AppError } from "../../../lib/app-error";
import { isForeignKeyViolation, isUniqueViolation } from "../../../lib/db-errors";
import { recordAdminAction } from "../../audit/audit.service";
import { pageWindow, splitPage } from "../paging";
import type { ListWindow } from "./list-sql";

/* What every admin catalogue list and change shares: the page, the filter flags, the refusals. */

/** Who makes a change (recorded with it in the audit log). */
export type Admin = { id: number };

/** The page, size and order a console list asks for. */
export type TableQuery = { page: number; per_page: number; order: "asc" | "desc"; q?: string };

/** A page of a console list: one row more is read to know whether another page follows. */
export async function pageOfRows<Row, Item>(
  query: TableQuery,
  read: (window: ListWindow) => Promise<Row[]>,
  toItem: (row: Row) => Item,
) {
  const window = { text: query.q, order: query.order, ...pageWindow(query.page, query.per_page) };
  const { rows, hasMore } = splitPage(await read(window), query.per_page);
  return { items: rows.map(toItem), page: query.page, per_page: query.per_page, has_more: hasMore };
}

/** `status=active|inactive` as the flag it filters on; absent, both. */
export function activeOf(status: "active" | "inactive" | undefined): boolean | undefined {
  return status === undefined ? undefined : status === "active";
}

/** Runs a change; a unique key taken meanwhile is `code_taken`, a row used meanwhile `inUse`. */
export async function guarded<T>(
  work: () => Promise<T>,
  inUse: "category_in_use" | "property_in_use" | "stock_type_in_use" | "package_type_in_use",
) {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("code_taken");
    if (isForeignKeyViolation(error)) throw new AppError(inUse);
    throw error;
  }
}

/**
 * Records a change in the audit log as `<kind>.<verb>`, with the row as the console showed it
 * before and after; called inside the change's transaction, so both commit or neither.
 */
export function recordChange(
  tx: Database,
  admin: Admin,
  change: {
    kind: AuditTargetKind;
    verb: "create" | "update" | "delete";
    id: number;
    before?: unknown;
    after?: unknown;
  },
) {
  return recordAdminAction(tx, {
    adminUserId: admin.id,
    action: `${change.kind}.${change.verb}`,
    targetKind: change.kind,
    targetId: change.id,
    before: change.before,
    after: change.after,
  });
}

/**
 * A row just created or updated, re-read as the console shows it and recorded (with the row as
 * it was before, for an update). Answers the view.
 */
export async function recordWritten<Row, View>(
  tx: Database,
  admin: Admin,
  written: {
    kind: AuditTargetKind;
    verb: "create" | "update";
    id: number;
    find: (tx: Database, id: number) => Promise<Row | null | undefined>;
    view: (row: Row) => View;
    before?: Row;
  },
): Promise<View> {
  const row = await written.find(tx, written.id);
  if (!row) throw new Error(`${written.kind} ${written.id} vanished`);
  const view = written.view(row);
  await recordChange(tx, admin, {
    kind: written.kind,
    verb: written.verb,
    id: written.id,
    before: written.before === undefined ? undefined : written.view(written.before),
    after: view,
  });
  return view;
}

/**
 * Deletes a row under its lock, once `refuse` (the resource's own rule, when it has one) lets
 * it go, and records what it was; a row that does not exist is `notFound`.
 */
export async function deleteRecorded<Row>(
  tx: Database,
  admin: Admin,
  removal: {
    kind: AuditTargetKind;
    id: number;
    notFound: ErrorCode;
    find: (tx: Database, id: number, options: { lock: boolean }) => Promise<Row | null | undefined>;
    view: (row: Row) => unknown;
    refuse?: (before: Row) => void | Promise<void>;
    remove: (tx: Database, id: number) => Promise<void>;
  },
) {
  const before = await removal.find(tx, removal.id, { lock: true });
  if (!before) throw new AppError(removal.notFound);
  await removal.refuse?.(before);
  await removal.remove(tx, removal.id);
  await recordChange(tx, admin, {
    kind: removal.kind,
    verb: "delete",
    id: removal.id,
    before: removal.view(before),
  });
}
