/**
 * The turnovers' date filter as it lives in the URL: `?from=yyyy-mm-dd&to=yyyy-mm-dd`, both
 * optional and inclusive (the API's `from` and `to`). Anything that is not a real date is
 * dropped, and a range given backwards is turned around, so a hand-edited link still works.
 */
export interface DateRange {
  from: string | null;
  to: string | null;
}

export const noDateRange: DateRange = { from: null, to: null };

type SearchParams = Record<string, string | string[] | undefined>;

/** A yyyy-mm-dd text naming a day that exists (no 2025-02-30). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function dateParam(value: string | string[] | undefined): string | null {
  const text = Array.isArray(value) ? value[0] : value;
  return text !== undefined && isIsoDate(text) ? text : null;
}

/** The same range with its days in order: a range picked backwards means the same days. */
export function orderedRange(range: DateRange): DateRange {
  const { from, to } = range;
  if (from !== null && to !== null && from > to) return { from: to, to: from };
  return range;
}

export function readDateRange(params: SearchParams): DateRange {
  return orderedRange({ from: dateParam(params.from), to: dateParam(params.to) });
}

/** The query string for a range ("?from=…&to=…"), or "" for no filter. */
export function dateRangeSearch(range: DateRange): string {
  const params = new URLSearchParams();
  if (range.from) params.set("from", range.from);
  if (range.to) params.set("to", range.to);
  const query = params.toString();
  return query === "" ? "" : `?${query}`;
}

export function hasDateRange(range: DateRange): boolean {
  return range.from !== null || range.to !== null;
}
