import {
  type CategorySuggestion,
  normalizeSearchText,
  type searchCategoriesQuerySchema,
  searchSuggestionLimit,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import type { z } from "zod";
import { parseSearchQuery, type SearchQuery } from "../catalog/search.query";
import * as repo from "./search.repo";

type SuggestInput = z.output<typeof searchCategoriesQuerySchema>;

const collators = {
  fa: new Intl.Collator("fa"),
  en: new Intl.Collator("en", { sensitivity: "base" }),
};

/**
 * Listed products matching the text, per (category, subcategory). One word, as people type
 * while suggestions show, is read from the term table: the products with a word starting with
 * it. Only when no word starts with it (a piece from inside a word, "عفرا"), or for several
 * words, are the products themselves searched, as the product list does.
 */
async function productCounts(db: Database, query: SearchQuery) {
  if (query.singleWord && [...query.text].length <= repo.longestPrefix) {
    const rows = await repo.prefixProductCounts(db, query.text);
    if (rows.length > 0) return rows;
  }
  return repo.matchingProductCounts(db, query, "text");
}

/**
 * Category suggestions for a typed text (SPEC §7 search-categories): categories and
 * subcategories ranked by how many listed products matching the text they hold, then
 * those whose own title (either language, normalised) contains the text even without
 * products. Ties are ordered by the title in the
 * reader's language (English when not given, the app's default).
 */
export async function suggestCategories(
  db: Database,
  input: SuggestInput,
): Promise<CategorySuggestion[]> {
  const query = parseSearchQuery(input.search);
  if (!query) return [];

  const counts = new Map<number, number>();
  const add = (id: number, n: number) => counts.set(id, (counts.get(id) ?? 0) + n);
  let rows = await productCounts(db, query);
  // Near misses count only when the text itself matches nothing (search.sql.ts says why).
  if (rows.length === 0 && query.fuzzy) rows = await repo.matchingProductCounts(db, query, "typos");
  for (const row of rows) {
    add(row.categoryId, row.count);
    if (row.subcategoryId !== null) add(row.subcategoryId, row.count);
  }

  const lang = input.lang ?? "en";
  const titleOf = (row: { nameFa: string; nameEn: string }) =>
    lang === "fa" ? row.nameFa : row.nameEn;
  // Titles are matched here, in the one normalisation search uses, rather than normalised
  // again in SQL on every keystroke.
  const titleMatches = (title: string) => normalizeSearchText(title).includes(query.text);
  const candidates = (await repo.listCategories(db))
    .map((row) => ({
      ...row,
      productCount: counts.get(row.id) ?? 0,
      titleMatches: titleMatches(row.nameFa) || titleMatches(row.nameEn),
    }))
    .filter((row) => row.productCount > 0 || row.titleMatches);

  candidates.sort(
    (a, b) =>
      b.productCount - a.productCount ||
      Number(b.titleMatches) - Number(a.titleMatches) ||
      collators[lang].compare(titleOf(a), titleOf(b)) ||
      a.id - b.id,
  );
  return candidates.slice(0, searchSuggestionLimit).map((row) => ({
    category_id: row.id,
    title: row.nameFa,
    title_en: row.nameEn,
    product_count: row.productCount,
  }));
}
