import type { Database } from "./client";
import { cities, contentPages, countries, currencyRates, provinces, users } from "./schema";

/**
 * Factories for tests and seeds: each makes one row with sensible defaults, and a test
 * overrides only what it is about. Unique fields get a fresh suffix so tests never collide.
 */
let sequence = 0;
function next(): number {
  sequence += 1;
  return sequence;
}

export async function createCountry(
  db: Database,
  overrides: Partial<typeof countries.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(countries)
    .values({
      code: `Z${n}`,
      nameEn: `Country ${n}`,
      nameFa: `کشور ${n}`,
      dialCode: "+0",
      ...overrides,
    })
    .returning();
  return row as typeof countries.$inferSelect;
}

export async function createProvince(
  db: Database,
  values: Pick<typeof provinces.$inferInsert, "countryId"> & Partial<typeof provinces.$inferInsert>,
) {
  const n = next();
  const [row] = await db
    .insert(provinces)
    .values({ code: `P-${n}`, nameEn: `Province ${n}`, nameFa: `استان ${n}`, ...values })
    .returning();
  return row as typeof provinces.$inferSelect;
}

export async function createCity(
  db: Database,
  values: Pick<typeof cities.$inferInsert, "provinceId"> & Partial<typeof cities.$inferInsert>,
) {
  const n = next();
  const [row] = await db
    .insert(cities)
    .values({ code: `city-${n}`, nameEn: `City ${n}`, nameFa: `شهر ${n}`, ...values })
    .returning();
  return row as typeof cities.$inferSelect;
}

export async function createRate(
  db: Database,
  values: Pick<typeof currencyRates.$inferInsert, "pair" | "rate"> &
    Partial<typeof currencyRates.$inferInsert>,
) {
  const [row] = await db
    .insert(currencyRates)
    .values({ source: "factory", ...values })
    .returning();
  return row as typeof currencyRates.$inferSelect;
}

export async function createContentPage(
  db: Database,
  values: Pick<typeof contentPages.$inferInsert, "contentName"> &
    Partial<typeof contentPages.$inferInsert>,
) {
  const [row] = await db
    .insert(contentPages)
    .values({
      titleEn: "Title",
      titleFa: "عنوان",
      bodyEn: "<p>Body</p>",
      bodyFa: "<p>متن</p>",
      ...values,
    })
    .returning();
  return row as typeof contentPages.$inferSelect;
}

/** A user with a fresh, valid Iranian mobile number (0990…, unlikely to be a real person's). */
export async function createUser(db: Database, overrides: Partial<typeof users.$inferInsert> = {}) {
  const suffix = String(next()).padStart(7, "0");
  const [row] = await db
    .insert(users)
    .values({ mobile: `0990${suffix}`, ...overrides })
    .returning();
  return row as typeof users.$inferSelect;
}
