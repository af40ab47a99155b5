import { z } from "zod";
import { queryNumber } from "./query";

export const currencyPairs = ["USD_IRR", "USD_AED"] as const;
export type CurrencyPair = (typeof currencyPairs)[number];

export const convertQuerySchema = z.strictObject({
  usd: queryNumber((n) => n.nonnegative("invalid_number").max(1_000_000_000, "invalid_number")),
});

/** `rate` is what `usd` dollars are worth (SPEC §3 "Rate conversion response"). */
export const conversionSchema = z.object({
  usd: z.number(),
  rate: z.number(),
  unit_rate: z.number(),
  currency: z.enum(["IRR", "AED"]),
  updated_at: z.iso.datetime(),
});
export type Conversion = z.infer<typeof conversionSchema>;
