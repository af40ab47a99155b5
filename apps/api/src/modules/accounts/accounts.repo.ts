import { type Database, schema } from "@kesht/db";
import { and, asc, eq, isNull, sql } from "drizzle-orm";

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

/**
 * Makes a role-less user a customer. Conditional on the role still being null, so two
 * registrations racing (customer in one tab, shop in another) cannot both win.
 */
export async function registerCustomer(
  db: Database,
  id: number,
  values: { name: string; email: string; countryId: number },
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, role: "customer", registration: "complete", updatedAt: sql`now()` })
    .where(and(eq(users.id, id), isNull(users.role)))
    .returning();
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
    .where(and(eq(users.id, id), eq(users.role, "customer")))
    .returning();
  return row;
}
