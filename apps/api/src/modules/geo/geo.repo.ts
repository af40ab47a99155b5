import { type Database, schema } from "@kesht/db";
import { asc, eq } from "drizzle-orm";

const { cities, countries, provinces } = schema;

export function listCountries(db: Database) {
  return db.select().from(countries).orderBy(asc(countries.sortOrder), asc(countries.nameEn));
}

export function listProvinces(db: Database, countryId: number) {
  return db
    .select()
    .from(provinces)
    .where(eq(provinces.countryId, countryId))
    .orderBy(asc(provinces.nameEn));
}

export function listCities(db: Database, provinceId: number) {
  return db
    .select()
    .from(cities)
    .where(eq(cities.provinceId, provinceId))
    .orderBy(asc(cities.sortOrder), asc(cities.nameEn));
}

export async function countryExists(db: Database, id: number): Promise<boolean> {
  const rows = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id));
  return rows.length > 0;
}

export async function provinceExists(db: Database, id: number): Promise<boolean> {
  const rows = await db.select({ id: provinces.id }).from(provinces).where(eq(provinces.id, id));
  return rows.length > 0;
}
