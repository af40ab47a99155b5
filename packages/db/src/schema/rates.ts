import { currencyPairs } from "@kesht/contracts";
import { sql } from "drizzle-orm";
import { bigserial, check, index, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { checkList } from "./check-list";

/**
 * Exchange rates, append-only: the newest row per pair is the current rate, older rows are
 * its history. `rate` is how much of the quote currency one US dollar buys.
 */
export const currencyRates = pgTable(
  "currency_rates",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    pair: text("pair").notNull(),
    rate: numeric("rate", { precision: 24, scale: 6 }).notNull(),
    source: text("source").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("currency_rates_pair_check", sql`${table.pair} in (${checkList(currencyPairs)})`),
    check("currency_rates_rate_positive", sql`${table.rate} > 0`),
    index("currency_rates_pair_created_idx").on(table.pair, table.createdAt.desc()),
  ],
);
