import type { Conversion, CurrencyPair } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { AppError } from "../../lib/app-error";
import { findLatestRate } from "./rates.repo";

const quoteCurrency = { USD_IRR: "IRR", USD_AED: "AED" } as const satisfies Record<
  CurrencyPair,
  string
>;

/** Rates are stored to 6 decimal places; results are rounded to the same precision. */
function roundTo6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** The newest stored rate of a pair, or undefined before one is set. */
export function latestRate(db: Database, pair: CurrencyPair) {
  return findLatestRate(db, pair);
}

/** What `usd` US dollars are worth in the pair's quote currency, at the newest rate. */
export async function convertUsd(
  db: Database,
  pair: CurrencyPair,
  usd: number,
): Promise<Conversion> {
  const latest = await findLatestRate(db, pair);
  if (!latest) {
    throw new AppError("unavailable", {
      messages: {
        en: "This exchange rate has not been set yet.",
        fa: "این نرخ ارز هنوز تعیین نشده است.",
      },
    });
  }
  const unitRate = Number(latest.rate);
  return {
    usd,
    rate: roundTo6(unitRate * usd),
    unit_rate: unitRate,
    currency: quoteCurrency[pair],
    updated_at: latest.createdAt.toISOString(),
  };
}
