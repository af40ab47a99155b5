import { type Database, schema } from "@kesht/db";
import { and, eq, inArray } from "drizzle-orm";

const { files } = schema;

export type FileRow = typeof files.$inferSelect;

export async function insertFile(db: Database, values: typeof files.$inferInsert) {
  const [row] = await db.insert(files).values(values).returning();
  return row as FileRow;
}

export async function findFile(db: Database, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

export function findFiles(db: Database, ids: readonly string[]): Promise<FileRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(files)
    .where(inArray(files.id, [...ids]));
}

export function findOwnedFiles(
  db: Database,
  ownerId: number,
  ids: readonly string[],
): Promise<FileRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(files)
    .where(and(eq(files.ownerId, ownerId), inArray(files.id, [...ids])));
}

/** Deletes the row only if `ownerId` owns it; returns the deleted row. */
export async function deleteOwnedFile(
  db: Database,
  ownerId: number,
  id: string,
): Promise<FileRow | undefined> {
  const [row] = await db
    .delete(files)
    .where(and(eq(files.id, id), eq(files.ownerId, ownerId)))
    .returning();
  return row;
}
