import type { shippingPageQuerySchema } from "@kesht/contracts";
import type { z } from "zod";
import { todayIn } from "../checkout/checkout.rules";

export type PageQuery = z.output<typeof shippingPageQuerySchema>;

export interface Page<T> {
  items: T[];
  page: number;
  per_page: number;
  has_more: boolean;
}

/** One page of rows, read one past the page so `has_more` needs no count. */
export async function paged<R, T>(
  query: PageQuery,
  load: (limit: number, offset: number) => Promise<R[]>,
  show: (rows: R[]) => Promise<T[]>,
): Promise<Page<T>> {
  const rows = await load(query.per_page + 1, (query.page - 1) * query.per_page);
  return {
    items: await show(rows.slice(0, query.per_page)),
    page: query.page,
    per_page: query.per_page,
    has_more: rows.length > query.per_page,
  };
}

/** Today's date where the loads are (Tehran): a loading date before it is over. */
export function shippingToday(now = new Date()): string {
  return todayIn(now);
}
