/** The page a list asks for: which one, and how many rows to a page. */
export interface PageQuery {
  page: number;
  per_page: number;
}

/** A page of a list as the API answers it; `has_more` says whether another page follows. */
export interface Page<Item> {
  items: Item[];
  page: number;
  per_page: number;
  has_more: boolean;
}

/**
 * One page of a list, read one row past the page so `has_more` needs no count: `load` reads
 * the window of rows it is given, `show` turns the page's rows into what the API answers.
 */
export async function paged<Row, Item>(
  query: PageQuery,
  load: (window: { limit: number; offset: number }) => Promise<Row[]>,
  show: (rows: Row[]) => Item[] | Promise<Item[]>,
): Promise<Page<Item>> {
  const perPage = query.per_page;
  const rows = await load({ limit: perPage + 1, offset: (query.page - 1) * perPage });
  const items = await show(rows.slice(0, perPage));
  return { items, page: query.page, per_page: perPage, has_more: rows.length > perPage };
}
