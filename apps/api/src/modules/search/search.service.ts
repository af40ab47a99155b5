import {
  type CategorySuggestion,
  type searchCategoriesQuerySchema,
  searchSuggestionLimit,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import type { z } from "zod";
import { parseSearchQuery, type SearchQuery } from "../catalog/search.query";
import { type TitleMatch, titleMatch } from "../catalog/search-words";
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

const titleOrder: Record<TitleMatch, number> = { exact: 0, whole: 1, part: 3 };

/** The better of a category's two titles' matches (search-words.ts, `titleMatch`). */
function bestTitleMatch(row: { nameFa: string; nameEn: string }, query: SearchQuery) {
  const matches = [titleMatch(row.nameFa, query), titleMatch(row.nameEn, query)];
  return (
    matches.filter((match) => match !== null).sort((a, b) => titleOrder[a] - titleOrder[b])[0] ??
    null
  );
}

/**
 * Category suggestions for a typed text (SPEC §7 search-categories), by the rule product
 * relevance follows (search.sql.ts, `productNameMatch`): what is named by the text as a whole
 * word comes before what holds it inside a compound. In order:
 *   1. a category whose own title is the text, then one whose title holds it as whole words;
 *   2. categories holding matching products, most first;
 *   3. categories that hold the text only inside a word of a title ("سیب‌زمینی و پیاز" for
 *      "سیب"), their own or their products' pair's, most products first.
 * A product's document holds its category's and subcategory's titles, so every product of a
 * category titled "Saffron & spices" matches "saffron": such matches count for the category
 * the title belongs to, never for its other subcategories (cumin is no suggestion for
 * "saffron"). Ties are ordered by the title in the reader's language (English when not
 * given, the app's default).
 */
export async function suggestCategories(
  db: Database,
  input: SuggestInput,
): Promise<CategorySuggestion[]> {
  const query = parseSearchQuery(input.search);
  if (!query) return [];

  const categories = await repo.listCategories(db);
  const titles = new Map(categories.map((row) => [row.id, bestTitleMatch(row, query)]));
  const counts = new Map<number, { named: number; inWord: number }>();
  const add = (id: number, n: number, inWord: boolean) => {
    const count = counts.get(id) ?? { named: 0, inWord: 0 };
    if (inWord) count.inWord += n;
    else count.named += n;
    counts.set(id, count);
  };
  let rows = await productCounts(db, query);
  // Near misses count only when the text itself matches nothing (search.sql.ts says why).
  if (rows.length === 0 && query.fuzzy) rows = await repo.matchingProductCounts(db, query, "typos");
  for (const row of rows) {
    const parent = titles.get(row.categoryId) ?? null;
    const own = row.subcategoryId === null ? null : (titles.get(row.subcategoryId) ?? null);
    // Matched through a title that holds the text only inside a word: all of the pair's
    // products match, whatever they are named.
    const inWord = [parent, own].includes("part") && ![parent, own].some((m) => m && m !== "part");
    add(row.categoryId, row.count, inWord);
    // The parent's title explains the match, and the parent is suggested for it.
    if (row.subcategoryId !== null && !(parent && !own)) add(row.subcategoryId, row.count, inWord);
  }

  const lang = input.lang ?? "en";
  const titleOf = (row: { nameFa: string; nameEn: string }) =>
    lang === "fa" ? row.nameFa : row.nameEn;
  const candidates = categories
    .map((row) => {
      const count = counts.get(row.id) ?? { named: 0, inWord: 0 };
      const title = titles.get(row.id) ?? null;
      const tier = title && title !== "part" ? titleOrder[title] : count.named > 0 ? 2 : 3;
      return { ...row, tier, productCount: count.named + count.inWord, title };
    })
    .filter((row) => row.productCount > 0 || row.title !== null);

  candidates.sort(
    (a, b) =>
      a.tier - b.tier ||
      b.productCount - a.productCount ||
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
