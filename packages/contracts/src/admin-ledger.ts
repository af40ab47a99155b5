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

/** The calendars revenue is grouped by: Persian pages read Jalali months. */
export const revenueCalendars = ["gregorian", "jalali"] as const;

/**
 * `GET /admin/ledger/revenue?months=&calendar=`: the platform's commission by month, Tehran
 * time; `calendar=jalali` groups by real Jalali months (1 Farvardin to 31 Farvardin…).
 */
export const revenueQuerySchema = z.strictObject({
  months: queryNumber((n) =>
    n.int("invalid_number").min(1, "positive_number").max(60, "invalid_number"),
  ).default(12),
  calendar: z.enum(revenueCalendars, "invalid_choice").default("gregorian"),
});

export const monthlyRevenueSchema = z.array(
  z.object({
    /** `YYYY-MM` of the month in the asked calendar (`1405-01` is Farvardin 1405). */
    month: z.string(),
    /** The month's first and last Tehran days, ISO `YYYY-MM-DD`. */
    first_day: z.string(),
    last_day: z.string(),
    revenue_rials: z.number().int(),
  }),
);
export type MonthlyRevenue = z.infer<typeof monthlyRevenueSchema>;
