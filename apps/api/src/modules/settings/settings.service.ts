import type { AdminSettings } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { recordAdminAction } from "../audit/audit.service";
import * as repo from "./settings.repo";

/**
 * Platform settings an admin changes from the console, kept as history; a key nobody set yet
 * falls back to its environment default (the caller passes it: COMMISSION_PERCENT).
 */

/** The commission settlement takes now: the newest admin setting, else the default. */
export async function currentCommissionPercent(db: Database, fallback: number): Promise<number> {
  const value = await repo.newestValue(db, "commission_percent");
  return typeof value === "number" ? value : fallback;
}

/** An admin sets the commission; the change and its audit row commit together. */
export async function setCommissionPercent(
  db: Database,
  input: { adminId: number; value: number; fallback: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await currentCommissionPercent(tx, input.fallback);
    const change = await repo.insertChange(tx, {
      key: "commission_percent",
      value: input.value,
      changedBy: input.adminId,
    });
    await recordAdminAction(tx, {
      adminUserId: input.adminId,
      action: "setting.commission_percent",
      targetKind: "setting",
      targetId: change.id,
      before: { value: before },
      after: { value: input.value },
    });
  });
}

export async function adminSettings(db: Database, fallback: number): Promise<AdminSettings> {
  const rows = await repo.history(db, "commission_percent", 100);
  return {
    commission_percent: {
      value: await currentCommissionPercent(db, fallback),
      default_value: fallback,
      history: rows.map(({ change, name }) => ({
        id: change.id,
        value: Number(change.value),
        changed_by: change.changedBy === null ? null : { id: change.changedBy, name },
        created_at: change.createdAt.toISOString(),
      })),
    },
  };
}
