import { type AdminSettings, returnRules, type SettingKey } from "@kesht/contracts";
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

/** Days after receipt a customer may ask for a return: the newest admin setting, else 7. */
export async function currentReturnWindowDays(db: Database): Promise<number> {
  const value = await repo.newestValue(db, "return_window_days");
  return typeof value === "number" ? value : returnRules.defaultWindowDays;
}

/** A setting changes: the new row and its audit row commit together. */
async function changeSetting(
  db: Database,
  input: {
    adminId: number;
    key: SettingKey;
    value: number;
    current: (tx: Database) => Promise<number>;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await input.current(tx);
    const change = await repo.insertChange(tx, {
      key: input.key,
      value: input.value,
      changedBy: input.adminId,
    });
    await recordAdminAction(tx, {
      adminUserId: input.adminId,
      action: `setting.${input.key}`,
      targetKind: "setting",
      targetId: change.id,
      before: { value: before },
      after: { value: input.value },
    });
  });
}

/** An admin sets the commission, audited. */
export function setCommissionPercent(
  db: Database,
  input: { adminId: number; value: number; fallback: number },
): Promise<void> {
  return changeSetting(db, {
    adminId: input.adminId,
    key: "commission_percent",
    value: input.value,
    current: (tx) => currentCommissionPercent(tx, input.fallback),
  });
}

/** An admin sets the return window, audited. */
export function setReturnWindowDays(
  db: Database,
  input: { adminId: number; value: number },
): Promise<void> {
  return changeSetting(db, {
    adminId: input.adminId,
    key: "return_window_days",
    value: input.value,
    current: currentReturnWindowDays,
  });
}

async function settingHistory(db: Database, key: SettingKey) {
  const rows = await repo.history(db, key, 100);
  return rows.map(({ change, name }) => ({
    id: change.id,
    value: Number(change.value),
    changed_by: change.changedBy === null ? null : { id: change.changedBy, name },
    created_at: change.createdAt.toISOString(),
  }));
}

export async function adminSettings(db: Database, fallback: number): Promise<AdminSettings> {
  return {
    commission_percent: {
      value: await currentCommissionPercent(db, fallback),
      default_value: fallback,
      history: await settingHistory(db, "commission_percent"),
    },
    return_window_days: {
      value: await currentReturnWindowDays(db),
      default_value: returnRules.defaultWindowDays,
      history: await settingHistory(db, "return_window_days"),
    },
  };
}
