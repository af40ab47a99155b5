import type { CurrencyPair } from "@kesht/contracts";
import { type Database, schema } from "@kesht/db";
import { asc, desc, eq } from "drizzle-orm";

const { currencyRates } = schema;

/** The newest stored rate of a pair; older rows are its history. */
export async function findLatestRate(db: Database, pair: CurrencyPair) {
  const [row] = await db
    .select({ rate: currencyRates.rate, createdAt: currencyRates.createdAt })
    .from(currencyRates)
    .where(eq(currencyRates.pair, pair))
    .orderBy(desc(currencyRates.createdAt), desc(currencyRates.id))
    .limit(1);
  return row;
}

/** A pair's stored rates, newest first unless `order` is "asc". */
export function listRates(
  db: Database,
  pair: CurrencyPair,
  page: { limit: number; offset?: number; order?: "asc" | "desc" },
) {
  const direction = page.order === "asc" ? asc : desc;
  return db
    .select()
    .from(currencyRates)
    .where(eq(currencyRates.pair, pair))
    .orderBy(direction(currencyRates.createdAt), direction(currencyRates.id))
    .limit(page.limit)
    .offset(page.offset ?? 0);
}

/** Appends a rate; it is the pair's current rate from now on. */
export async function insertRate(
  db: Database,
  values: { pair: CurrencyPair; rate: string; source: string },
) {
  const [row] = await db.insert(currencyRates).values(values).returning();
  if (!row) throw new Error("rate insert returned no row");
  return row;
}
