import { z } from "zod";
import { queryNumber } from "./query";

/**
 * `GET /admin/ledger/trial-balance`: every account kind's total. Each ledger transaction sums
 * to zero, so the totals must too: `sum_rials` is 0 in a healthy ledger, and anything else
 * is shown to the admin as a fault.
 */
export const trialBalanceSchema = z.object({
  kinds: z.array(
    z.object({
      kind: z.string(),
      accounts: z.number().int(),
      total_rials: z.number().int(),
    }),
  ),
  sum_rials: z.number().int(),
  balanced: z.boolean(),
});
export type TrialBalance = z.infer<typeof trialBalanceSchema>;

/** `GET /admin/ledger/revenue?months=`: the platform's commission by month, Tehran time. */
export const revenueQuerySchema = z.strictObject({
  months: queryNumber((n) =>
    n.int("invalid_number").min(1, "positive_number").max(60, "invalid_number"),
  ).default(12),
});

export const monthlyRevenueSchema = z.array(
  z.object({
    /** `YYYY-MM`, the Gregorian month in Tehran. */
    month: z.string(),
    revenue_rials: z.number().int(),
  }),
);
export type MonthlyRevenue = z.infer<typeof monthlyRevenueSchema>;
