import type { ProductFilters } from "../product-filters";

type TitleKey =
  | "titleAll"
  | "titleDiscounted"
  | "titleCategory"
  | "titleSearch"
  | "titleSearchInCategory";

/**
 * Which heading says what the list shows: "Results for “saffron” in Saffron & spices",
 * "Saffron & spices", "Results for “saffron”", "Discounted products" or "All products".
 * The price range and the discount switch show in the filter bar itself.
 */
export function productsTitleKey(
  filters: Pick<ProductFilters, "search" | "type">,
  category: string | null,
): TitleKey {
  if (filters.search && category) return "titleSearchInCategory";
  if (filters.search) return "titleSearch";
  if (category) return "titleCategory";
  return filters.type === "discounted" ? "titleDiscounted" : "titleAll";
}
