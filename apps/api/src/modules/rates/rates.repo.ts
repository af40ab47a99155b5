import type { CurrencyPair } from "@kesht/contracts";
import { type Database, schema } from "@kesht/db";
import { desc, eq } from "drizzle-orm";

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
