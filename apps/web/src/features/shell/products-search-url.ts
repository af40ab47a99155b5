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
  return `/customer/products?${params.toString()}`;
}
