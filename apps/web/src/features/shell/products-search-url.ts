import type { Language } from "@kesht/contracts";
import type { SearchChoice } from "@/features/search";
import { bilingual } from "@/lib/i18n/languages";

export const PRODUCTS_PATH = "/customer/products";

export interface ProductsSearch {
  search: string;
  categoryId?: string;
  categoryName?: string;
}

/**
 * The customer products page with the four query parameters SPEC §2 names, always all four
 * (empty when unset) and `type=all`, as the products page expects.
 */
export function productsSearchUrl({ search, categoryId = "", categoryName = "" }: ProductsSearch) {
  const params = new URLSearchParams({
    category_id: categoryId,
    category_name: categoryName,
    search,
    type: "all",
  });
  return `${PRODUCTS_PATH}?${params.toString()}`;
}

/**
 * Where a search from the overlay leads: the chosen category (named in the page's language)
 * and the typed text, or every category when all products were searched.
 */
export function searchChoiceUrl(choice: SearchChoice, language: Language): string {
  return productsSearchUrl({
    search: choice.text,
    categoryId: String(choice.category_id),
    categoryName: choice.suggestion ? bilingual(choice.suggestion, language) : "",
  });
}

/** The text searched on the products page, for the header box to show; "" anywhere else. */
export function currentSearchText(pathname: string, params: Pick<URLSearchParams, "get">): string {
  if (pathname !== PRODUCTS_PATH) return "";
  return (params.get("search") ?? "").trim();
}
