import { type Database, schema } from "@kesht/db";
import { asc, eq } from "drizzle-orm";

const { countries, guildDegrees } = schema;

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
