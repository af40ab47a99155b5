import { type Database, schema } from "@kesht/db";
import { and, desc, eq, ne, sql } from "drizzle-orm";

const { addresses, cities, countries, provinces, users } = schema;

export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Omit<
  typeof addresses.$inferInsert,
  "id" | "userId" | "isDefault" | "createdAt" | "updatedAt"
>;

const placeNames = {
  address: addresses,
  country: { id: countries.id, nameFa: countries.nameFa, nameEn: countries.nameEn },
  province: { id: provinces.id, nameFa: provinces.nameFa, nameEn: provinces.nameEn },
  city: { id: cities.id, nameFa: cities.nameFa, nameEn: cities.nameEn },
};

/** Addresses with the names of their country, province and city. */
function selectWithPlaces(db: Database) {
  return db
    .select(placeNames)
    .from(addresses)
    .innerJoin(countries, eq(countries.id, addresses.countryId))
    .innerJoin(provinces, eq(provinces.id, addresses.provinceId))
    .innerJoin(cities, eq(cities.id, addresses.cityId));
}
export type AddressWithPlaces = Awaited<
  ReturnType<ReturnType<typeof selectWithPlaces>["execute"]>
>[number];

/** The default first, then the newest. */
export function listAddresses(db: Database, userId: number): Promise<AddressWithPlaces[]> {
  return selectWithPlaces(db)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.id));
}

export async function findAddress(
  db: Database,
  id: number,
): Promise<AddressWithPlaces | undefined> {
  const [row] = await selectWithPlaces(db).where(eq(addresses.id, id));
  return row;
}

/**
 * Locks the user's row: address changes of one person queue up, so "the first address is
 * the default" and "deleting the default promotes another" hold under concurrent requests.
 */
export async function lockAddressBook(tx: Database, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

export async function countAddresses(tx: Database, userId: number): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(addresses)
    .where(eq(addresses.userId, userId));
  return row?.count ?? 0;
}

export async function clearDefault(tx: Database, userId: number): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
}

export async function insertAddress(
  tx: Database,
  values: AddressValues & { userId: number; isDefault: boolean },
): Promise<number> {
  const [row] = await tx.insert(addresses).values(values).returning({ id: addresses.id });
  if (!row) throw new Error("address insert returned nothing");
  return row.id;
}

export async function updateAddress(
  tx: Database,
  id: number,
  values: Partial<AddressValues> & { isDefault?: boolean },
): Promise<void> {
  await tx
    .update(addresses)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(addresses.id, id));
}

export async function deleteAddress(tx: Database, id: number): Promise<void> {
  await tx.delete(addresses).where(eq(addresses.id, id));
}

/** The newest address other than `exceptId`: the one promoted when the default goes. */
export async function newestOtherAddress(
  tx: Database,
  userId: number,
  exceptId: number,
): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.userId, userId), ne(addresses.id, exceptId)))
    .orderBy(desc(addresses.id))
    .limit(1);
  return row?.id;
}

/** Whether the province belongs to the country and the city to the province. */
export async function placeNesting(
  db: Database,
  place: { countryId: number; provinceId: number; cityId: number },
): Promise<{ country: boolean; province: boolean; city: boolean }> {
  const [country] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.id, place.countryId));
  const [province] = await db
    .select({ countryId: provinces.countryId })
    .from(provinces)
    .where(eq(provinces.id, place.provinceId));
  const [city] = await db
    .select({ provinceId: cities.provinceId })
    .from(cities)
    .where(eq(cities.id, place.cityId));
  return {
    country: Boolean(country),
    province: province?.countryId === place.countryId,
    city: city?.provinceId === place.provinceId,
  };
}
