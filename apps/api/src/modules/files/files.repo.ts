import { type Database, schema } from "@kesht/db";
import { and, eq, gt, inArray, type SQL, sql } from "drizzle-orm";

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

/** How many files, and how many stored bytes, `ownerId` uploaded for `purpose` since `since`. */
export async function usageSince(
  db: Database,
  input: { ownerId: number; purpose: string; since: Date },
): Promise<{ files: number; bytes: number }> {
  const [row] = await db
    .select({
      files: sql<number>`count(*)::int`,
      bytes: sql<number>`coalesce(sum(${files.size}), 0)::float8`,
    })
    .from(files)
    .where(
      and(
        eq(files.ownerId, input.ownerId),
        eq(files.purpose, input.purpose),
        gt(files.createdAt, input.since),
      ),
    );
  return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0) };
}

/**
 * "No row refers to this file": one `not exists` per foreign key pointing at `files.id`, read
 * from the database's own catalogue, so a table that starts holding files is covered without
 * this module knowing about it.
 */
async function unreferenced(db: Database): Promise<SQL> {
  const result = await db.execute(sql`
    select c.conrelid::regclass::text as referrer, quote_ident(a.attname) as column_name
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
    where c.contype = 'f' and c.confrelid = 'files'::regclass`);
  const references = (result as unknown as { rows: { referrer: string; column_name: string }[] })
    .rows;
  const checks = references.map(
    (reference) =>
      sql`not exists (select 1 from ${sql.raw(reference.referrer)} where ${sql.raw(
        reference.column_name,
      )} = ${files.id})`,
  );
  return checks.length > 0 ? sql.join(checks, sql` and `) : sql`true`;
}

/**
 * Deletes up to `limit` files made before `before` that no row refers to, and returns them
 * (their bytes are the caller's to delete). The rows are locked first and checked again, so
 * a file being attached at this moment is either kept or its attachment fails; the delete
 * never cascades into a row that refers to it.
 */
export async function deleteUnattachedFiles(
  db: Database,
  input: { before: Date; limit: number },
): Promise<FileRow[]> {
  return db.transaction(async (tx) => {
    const unattached = await unreferenced(tx as unknown as Database);
    const candidates = await tx
      .select({ id: files.id })
      .from(files)
      .where(and(sql`${files.createdAt} < ${input.before}`, unattached))
      .orderBy(files.createdAt)
      .limit(input.limit)
      .for("update", { skipLocked: true });
    if (candidates.length === 0) return [];
    return tx
      .delete(files)
      .where(
        and(
          inArray(
            files.id,
            candidates.map((candidate) => candidate.id),
          ),
          unattached,
        ),
      )
      .returning();
  });
}

/** Up to `limit` images with an id after `afterId`, in id order (a walk over every image). */
export function imagesAfter(db: Database, afterId: string, limit: number): Promise<FileRow[]> {
  return db
    .select()
    .from(files)
    .where(and(eq(files.kind, "image"), gt(files.id, afterId)))
    .orderBy(files.id)
    .limit(limit);
}

/**
 * Adds renditions to an image's `variants` (the widths it had are kept); returns whether the
 * row was still there to add them to.
 */
export async function addVariants(
  db: Database,
  id: string,
  variants: Record<string, string>,
): Promise<boolean> {
  const rows = await db
    .update(files)
    .set({ variants: sql`${files.variants} || ${JSON.stringify(variants)}::jsonb` })
    .where(eq(files.id, id))
    .returning({ id: files.id });
  return rows.length > 0;
}
