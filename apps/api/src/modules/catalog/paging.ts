/**
 * Lists are read one row past the page: that row says whether there is a next page, so no
 * list ever counts every matching row (ARCHITECTURE §9's budgets are per page, not per
 * table).
 */
export function pageWindow(page: number, perPage: number): { limit: number; offset: number } {
  return { limit: perPage + 1, offset: (page - 1) * perPage };
}

export function splitPage<T>(rows: readonly T[], perPage: number): { rows: T[]; hasMore: boolean } {
  return { rows: rows.slice(0, perPage), hasMore: rows.length > perPage };
}
