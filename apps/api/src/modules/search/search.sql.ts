import { schema } from "@kesht/db";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { type SearchQuery, sqlNormalizer } from "./search.query";

/*
 * The SQL of product search, shared by the storefront list, a seller's own list and the
 * category suggestions. Only fragments live here: the queries are in the repos.
 *
 * A product matches when any of these holds, each served by an index on `products`:
 *   - full text: every typed word is the start of a word of the document (GIN on
 *     search_vector, the `simple` configuration, so Persian and English are treated alike);
 *   - substring: the document contains the text (GIN trigram index, ILIKE), for partial words
 *     in the middle of a word;
 *   - typo: the text is similar enough to some part of the document (the same trigram index,
 *     pg_trgm's `<%` word similarity, threshold 0.6).
 * Cheap tests come first, so a row found by full text never pays for the similarity.
 */

const { products } = schema;

export function productMatches(query: SearchQuery): SQL {
  const tests: SQL[] = [];
  if (query.tsquery) {
    tests.push(sql`${products.searchVector} @@ to_tsquery('simple', ${query.tsquery})`);
  }
  if (query.likePattern) tests.push(sql`${products.searchDocument} ilike ${query.likePattern}`);
  if (query.fuzzy) tests.push(sql`${query.text} <% ${products.searchDocument}`);
  // No test at all cannot happen (a non-empty text always has a word or three characters or
  // is a one- or two-character symbol); such a text then matches nothing rather than all.
  if (tests.length === 0) return sql`false`;
  return sql`(${sql.join(tests, sql` or `)})`;
}

/**
 * The name and latin name as the document holds them: its first characters
 * (productSearchDocument puts them first), normalised like the rest.
 */
function documentNames(): SQL {
  const length = sql`char_length(${products.name}) + coalesce(char_length(${products.latinName}) + 1, 0)`;
  return sql`left(${products.searchDocument}, ${length})`;
}

/**
 * How well a matching product fits, higher first. A product whose name (or latin name)
 * contains the text comes before one that mentions it elsewhere (a category, a description).
 */
export function productNameMatch(query: SearchQuery): SQL<number> {
  return sql<number>`(strpos(${documentNames()}, ${query.text}) > 0)::int`;
}

/**
 * Then full-text rank plus trigram similarity to the whole document and to the names, so
 * that a typo close to a product's name ranks it above products that only share a word.
 */
export function productRank(query: SearchQuery): SQL<number> {
  const fullText = query.tsquery
    ? sql`ts_rank(${products.searchVector}, to_tsquery('simple', ${query.tsquery}))`
    : sql`0`;
  return sql<number>`(${fullText} + word_similarity(${query.text}, ${products.searchDocument}) + word_similarity(${query.text}, ${documentNames()}))`;
}

/** A text column in the normalised form of contracts' normalizeSearchText. */
export function normalizedColumn(column: AnyColumn | SQL): SQL<string> {
  return sql<string>`btrim(regexp_replace(lower(translate(normalize(${column}, NFC), ${sqlNormalizer.from}, ${sqlNormalizer.to})), '\\s+', ' ', 'g'))`;
}

/** The normalised column contains the query's text, or is similar to it (a typo). */
export function textMatches(column: AnyColumn | SQL, query: SearchQuery): SQL {
  const normalized = normalizedColumn(column);
  const contains = sql`strpos(${normalized}, ${query.text}) > 0`;
  return query.fuzzy ? sql`(${contains} or ${query.text} <% ${normalized})` : contains;
}
