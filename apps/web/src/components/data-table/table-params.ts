import type { TableSortOrder } from "@kesht/contracts";

/**
 * What a DataTable keeps in the page's URL: `page`, `sort`, `order` and one search parameter
 * per filter. Reading it here, in one place, lets a link, a reload or the back button bring
 * the same rows back.
 */
export interface TableState {
  page: number;
  sort: string;
  order: TableSortOrder;
  /** Filter id → its value; filters left empty are absent. */
  filters: Record<string, string>;
}

export interface TableDefaults {
  sort: string;
  order: TableSortOrder;
  /** Every filter parameter the table owns, so unknown parameters are left alone. */
  filterIds: readonly string[];
  /**
   * Put before `page`, `sort` and `order` in the URL when two tables share a page (e.g.
   * `sent_page`), so each keeps its own page. Empty by default.
   */
  prefix?: string;
}

type ParamsLike = Pick<URLSearchParams, "get">;

export function readTableState(params: ParamsLike, defaults: TableDefaults): TableState {
  const prefix = defaults.prefix ?? "";
  const page = Number(params.get(`${prefix}page`));
  const order = params.get(`${prefix}order`);
  const filters: Record<string, string> = {};
  for (const id of defaults.filterIds) {
    const value = params.get(id)?.trim();
    if (value) filters[id] = value;
  }
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    sort: params.get(`${prefix}sort`) || defaults.sort,
    order: order === "asc" || order === "desc" ? order : defaults.order,
    filters,
  };
}

/**
 * The URL's search string for a new state: defaults are left out so a plain list has a plain
 * address, and parameters the table does not own (another widget's) are kept.
 */
export function writeTableState(
  current: URLSearchParams,
  state: TableState,
  defaults: TableDefaults,
): string {
  const prefix = defaults.prefix ?? "";
  const next = new URLSearchParams(current);
  for (const key of ["page", "sort", "order"]) next.delete(`${prefix}${key}`);
  for (const key of defaults.filterIds) next.delete(key);
  if (state.page > 1) next.set(`${prefix}page`, String(state.page));
  if (state.sort !== defaults.sort || state.order !== defaults.order) {
    next.set(`${prefix}sort`, state.sort);
    next.set(`${prefix}order`, state.order);
  }
  for (const id of defaults.filterIds) {
    const value = state.filters[id];
    if (value) next.set(id, value);
  }
  const text = next.toString();
  return text ? `?${text}` : "";
}

/**
 * The query the API gets: the table's state plus its page size. A table with no sortable
 * column sends no sort (its list has one fixed order, e.g. the desk's newest first).
 */
export function tablePayload(
  state: TableState,
  perPage: number,
  sortable = true,
): Record<string, string | number> {
  return {
    ...state.filters,
    page: state.page,
    per_page: perPage,
    ...(sortable ? { sort: state.sort, order: state.order } : {}),
  };
}
