import { type Database, schema } from "@kesht/db";
import { and, eq, isNull, sql } from "drizzle-orm";

/*
 * `users`: a person, one row per verified mobile number. This file alone writes the table;
 * other modules change a person through people.service.ts.
 */
const { users } = schema;

export type PersonRow = typeof users.$inferSelect;

export async function findByMobile(db: Database, mobile: string) {
  const [row] = await db.select().from(users).where(eq(users.mobile, mobile));
  return row ?? null;
}

export async function findByMobileForUpdate(db: Database, mobile: string) {
  const [row] = await db.select().from(users).where(eq(users.mobile, mobile)).for("update");
  return row ?? null;
}

export async function findById(db: Database, id: number): Promise<PersonRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Someone who verified a number but has not registered yet: no role. */
export async function insertUnregistered(db: Database, mobile: string) {
  await db.insert(users).values({ mobile }).onConflictDoNothing({ target: users.mobile });
  const row = await findByMobile(db, mobile);
  if (!row) throw new Error("the user vanished right after it was inserted");
  return row;
}

export async function insert(db: Database, values: { mobile: string; name: string | null }) {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error("inserting the user returned no row");
  return row;
}

/** The person's own details; answers undefined when there is no such person. */
export async function update(
  db: Database,
  id: number,
  values: {
    name?: string;
    email?: string;
    countryId?: number;
    guildDegreeId?: number | null;
  },
): Promise<PersonRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Sets the name only when the person has none yet. */
export async function fillName(db: Database, id: number, name: string) {
  await db
    .update(users)
    .set({ name, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), isNull(users.name)));
}

export async function findByIdForUpdate(db: Database, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for("update");
  return row ?? null;
}

/** Blocks (a moment and a reason) or unblocks (null, null) a person. */
export async function setBlocked(
  db: Database,
  id: number,
  values: { blockedAt: Date | null; blockedReason: string | null },
) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}
