import { type Database, schema } from "@kesht/db";
import { asc, eq, sql } from "drizzle-orm";

const { countries, guildDegrees, users } = schema;

export type UserRow = typeof users.$inferSelect;

export async function findUser(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function countryExists(db: Database, id: number): Promise<boolean> {
  const rows = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id));
  return rows.length > 0;
}

export async function guildDegreeExists(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: guildDegrees.id })
    .from(guildDegrees)
    .where(eq(guildDegrees.id, id));
  return rows.length > 0;
}

export function listGuildDegrees(db: Database) {
  return db.select().from(guildDegrees).orderBy(asc(guildDegrees.sortOrder), asc(guildDegrees.id));
}

/** The person's name, email and the country of their number, as a customer registers them. */
export async function updatePerson(
  db: Database,
  id: number,
  values: { name: string; email: string; countryId: number },
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error("the signed-in user vanished");
  return row;
}

export async function updateCustomer(
  db: Database,
  id: number,
  values: { name: string; email: string; guildDegreeId?: number | null },
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}
