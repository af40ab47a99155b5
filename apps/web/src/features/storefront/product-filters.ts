import type { ProductSort } from "@kesht/contracts";

/**
 * The products page's state, all of it in the URL so a filtered list can be shared, bookmarked
 * and walked with back and forward. SPEC §2's four parameters (category_id, category_name,
 * search, type) are always written, as the header search writes them; sort, price range
 * (toman) and page only when set.
 */
export interface ProductFilters {
  categoryId: number | null;
  /** Shown in the heading while the category list is unavailable; the filter is the id. */
  categoryName: string;
  search: string;
  type: ProductListType;
  /** Null: the API's default (relevance with a search, newest otherwise). */
  sort: ProductSort | null;
  minPrice: number | null;
  maxPrice: number | null;
  page: number;
}

export type ProductListType = "all" | "discounted";

/** Mirrors `productSorts` in the contracts; kept here so client code needs no schema import. */
export const sortOptions = [
  "relevance",
  "newest",
  "price_asc",
  "price_desc",
  "discount",
] as const satisfies readonly ProductSort[];

export const emptyFilters: ProductFilters = {
  categoryId: null,
  categoryName: "",
  search: "",
  type: "all",
  sort: null,
  minPrice: null,
  maxPrice: null,
  page: 1,
};

/** The most a page number may be; deeper pages are not worth a database scan. */
const MAX_PAGE = 500;
const MAX_TEXT = 100;

type SearchParams = Record<string, string | string[] | undefined>;

function first(params: SearchParams, key: string): string {
  const value = params[key];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? "";
}

/** Persian and Arabic-Indic digits, and thousands separators, as people type prices. */
export function readWholeNumber(text: string): number | null {
  const ascii = text
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[,\u066C\u060C\s]/g, "");
  if (!/^\d{1,15}$/.test(ascii)) return null;
  return Number(ascii);
}

function isSort(value: string): value is ProductSort {
  return (sortOptions as readonly string[]).includes(value);
}

/**
 * The filters a URL asks for. Forgiving: a value that makes no sense is ignored rather than
 * turned into an error page, since these URLs are typed, shared and crawled.
 */
export function parseProductFilters(params: SearchParams): ProductFilters {
  const categoryId = readWholeNumber(first(params, "category_id"));
  let minPrice = readWholeNumber(first(params, "min_price"));
  let maxPrice = readWholeNumber(first(params, "max_price"));
  // "from 500 to 100" means between the two.
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  const sort = first(params, "sort");
  const page = readWholeNumber(first(params, "page"));
  return {
    categoryId: categoryId !== null && categoryId > 0 ? categoryId : null,
    categoryName: first(params, "category_name").slice(0, MAX_TEXT),
    search: first(params, "search").slice(0, MAX_TEXT),
    type: first(params, "type") === "discounted" ? "discounted" : "all",
    sort: isSort(sort) ? sort : null,
    minPrice,
    maxPrice,
    page: page !== null && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** The URL of the products page showing these filters. */
export function productsHref(filters: Partial<ProductFilters> = {}): string {
  const full = { ...emptyFilters, ...filters };
  const params = new URLSearchParams({
    category_id: full.categoryId === null ? "" : String(full.categoryId),
    category_name: full.categoryId === null ? "" : full.categoryName,
    search: full.search,
    type: full.type,
  });
  if (full.sort) params.set("sort", full.sort);
  if (full.minPrice !== null) params.set("min_price", String(full.minPrice));
  if (full.maxPrice !== null) params.set("max_price", String(full.maxPrice));
  if (full.page > 1) params.set("page", String(full.page));
  return `/customer/products?${params.toString()}`;
}

/** The filters after a change: any change of what is shown starts again at page 1. */
export function changeFilters(
  current: ProductFilters,
  change: Partial<Omit<ProductFilters, "page">>,
): ProductFilters {
  return { ...current, ...change, page: 1 };
}

/** Whether anything narrows the list (the sort and the page do not). */
export function hasNarrowingFilters(filters: ProductFilters): boolean {
  return (
    filters.categoryId !== null ||
    filters.search !== "" ||
    filters.type === "discounted" ||
    filters.minPrice !== null ||
    filters.maxPrice !== null
  );
}

/** The `GET /customer/products` query for these filters, at one page. */
export function productsApiQuery(
  filters: ProductFilters,
  perPage: number,
): Record<string, string | number | undefined> {
  return {
    category_id: filters.categoryId ?? undefined,
    search: filters.search || undefined,
    type: filters.type,
    sort: filters.sort ?? undefined,
    min_price: filters.minPrice ?? undefined,
    max_price: filters.maxPrice ?? undefined,
    page: filters.page,
    per_page: perPage,
  };
}

/** The listing of one category, as category tiles, suggestions and the sitemap link to it. */
export function categoryHref(category: { id: number; title: string }): string {
  return productsHref({ categoryId: category.id, categoryName: category.title });
}
