import type { AdminAccount } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { AppError } from "../lib/app-error";
import { recordAdminAction } from "../modules/audit/audit.service";
import { grantAdmin, lockAdminList, revokeAdmin } from "../modules/auth/admins.service";

/*
 * Admins adding and removing admins, each with its audit row in one transaction. The admin
 * list is locked first, so two removals at once can't leave Kesht without an admin.
 */

export async function listAdmins(db: Database): Promise<AdminAccount[]> {
  const rows = await db.transaction((tx) => lockAdminList(tx));
  return rows.map((row) => ({
    id: row.userId,
    name: row.name,
    mobile: row.mobile,
    since: row.since.toISOString(),
  }));
}

export async function addAdmin(db: Database, input: { adminId: number; mobile: string }) {
  await db.transaction(async (tx) => {
    await lockAdminList(tx);
    const { userId, added } = await grantAdmin(tx, input.mobile);
    if (!added) throw new AppError("already_admin");
    await recordAdminAction(tx, {
      adminUserId: input.adminId,
      action: "admin.add",
      targetKind: "admin",
      targetId: userId,
      after: { mobile: input.mobile },
    });
  });
}

export async function removeAdmin(db: Database, input: { adminId: number; userId: number }) {
  if (input.adminId === input.userId) throw new AppError("cannot_remove_self");
  await db.transaction(async (tx) => {
    const admins = await lockAdminList(tx);
    const removed = admins.find((row) => row.userId === input.userId);
    if (!removed) throw new AppError("not_an_admin");
    if (admins.length <= 1) throw new AppError("last_admin");
    await revokeAdmin(tx, input.userId);
    await recordAdminAction(tx, {
      adminUserId: input.adminId,
      action: "admin.remove",
      targetKind: "admin",
      targetId: input.userId,
      before: { mobile: removed.mobile, since: removed.since.toISOString() },
    });
  });
}
