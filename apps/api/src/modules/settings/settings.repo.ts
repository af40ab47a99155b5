import type { SettingKey } from "@kesht/contracts";
import { type Database, schema } from "@kesht/db";
import { desc, eq } from "drizzle-orm";

/*
 * `setting_changes`: platform settings as history. The newest row of a key is its value; rows
 * are only ever added. This file alone writes the table.
 */
const { settingChanges, users } = schema;

export async function newestValue(db: Database, key: SettingKey): Promise<unknown> {
  const [row] = await db
    .select({ value: settingChanges.value })
    .from(settingChanges)
    .where(eq(settingChanges.key, key))
    .orderBy(desc(settingChanges.createdAt), desc(settingChanges.id))
    .limit(1);
  return row?.value;
}

export async function insertChange(
  db: Database,
  values: { key: SettingKey; value: unknown; changedBy: number },
) {
  const [row] = await db.insert(settingChanges).values(values).returning();
  if (!row) throw new Error("inserting a setting change returned no row");
  return row;
}

export function history(db: Database, key: SettingKey, limit: number) {
  return db
    .select({ change: settingChanges, name: users.name })
    .from(settingChanges)
    .leftJoin(users, eq(users.id, settingChanges.changedBy))
    .where(eq(settingChanges.key, key))
    .orderBy(desc(settingChanges.createdAt), desc(settingChanges.id))
    .limit(limit);
}
