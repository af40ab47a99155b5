import { z } from "zod";
import { queryNumber } from "./query";

/**
 * The query every admin list (the web's DataTable) sends: a page, its size, one sort column
 * and its direction, beside the list's own filters. Lists answer with `pageOf(item)`.
 */
export const tableSortOrders = ["asc", "desc"] as const;
export type TableSortOrder = (typeof tableSortOrders)[number];

export const tablePerPageMax = 100;

export function tableQueryShape<const S extends readonly [string, ...string[]]>(
  sorts: S,
  defaultSort: S[number],
  defaultOrder: TableSortOrder = "desc",
) {
  return {
    page: queryNumber((n) =>
      n.int("invalid_number").min(1, "positive_number").max(100_000, "invalid_number"),
    ).default(1),
    per_page: queryNumber((n) =>
      n.int("invalid_number").min(1, "positive_number").max(tablePerPageMax, "invalid_number"),
    ).default(20),
    sort: z.enum(sorts).default(defaultSort),
    order: z.enum(tableSortOrders).default(defaultOrder),
  };
}

/** A list's free-text filter: trimmed, at most 100 characters; empty means "no filter". */
export const tableSearchQuery = z
  .string()
  .trim()
  .max(100, "invalid")
  .optional()
  .transform((value) => value || undefined);

/** A day of a date-range filter, ISO `YYYY-MM-DD` (the web's Jalali picker sends ISO too). */
export const tableDayQuery = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "invalid")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "invalid")
  .optional();
