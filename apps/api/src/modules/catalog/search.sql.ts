import { schema } from "@kesht/db";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { type SearchQuery, sqlNormalizer } from "./search.query";
import { wholeWordPatterns } from "./search-words";

/*
 * The SQL of product search, shared by the storefront list, a seller's own list and the
 * category suggestions. Only fragments live here: the queries are in the repos.
 *
 * Matching runs in two steps, each served by an index on `products`:
 *   1. the text itself: every typed word is the start of a word of the document (full text,
 *      GIN on search_vector, the `simple` configuration, so Persian and English are treated
 *      alike), or the document contains the text (GIN trigram index, LIKE), which finds
 *      partial words in the middle of a word;
 *   2. only when step 1 finds nothing, typos: the text is similar enough to some part of the
 *      document (the same trigram index, pg_trgm's `<%` word similarity, threshold 0.6).
 * Word similarity costs about a tenth of a millisecond per document checked; run beside
 * step 1 it would be paid for every product sharing a few letters with a common word, so a
 * search for "زعفران" over 100k products would take seconds instead of milliseconds.
 */

const { products } = schema;

/** Step 1: the words as typed (prefixes), or the text inside a word. */
export function productMatches(query: SearchQuery): SQL {
  const tests: SQL[] = [];
  // One plain word: the substring test finds every product the full-text test would (the
  // document holds each of its words as written), so checking both would only cost time
  // on every product that matches neither.
  if (query.tsquery && !(query.singleWord && query.likePattern)) {
    tests.push(sql`${products.searchVector} @@ to_tsquery('simple', ${query.tsquery})`);
  }
  // LIKE, not ILIKE: the document and the text are both lower case already (normalised),
  // and LIKE costs a third of ILIKE per row on Persian text. The trigram index serves both.
  if (query.likePattern) tests.push(sql`${products.searchDocument} like ${query.likePattern}`);
  // A one- or two-character symbol has neither a word nor a trigram: it matches nothing
  // rather than everything.
  if (tests.length === 0) return sql`false`;
  return sql`(${sql.join(tests, sql` or `)})`;
}

/** Step 2: a near miss (one letter off in a longer word). Null when the text is too short. */
export function productTypoMatches(query: SearchQuery): SQL | null {
  return query.fuzzy ? sql`${query.text} <% ${products.searchDocument}` : null;
}

/** Both steps at once, for short lists (one seller's products) where cost does not matter. */
export function productMatchesOrTypos(query: SearchQuery): SQL {
  const typos = productTypoMatches(query);
  return typos ? sql`(${productMatches(query)} or ${typos})` : productMatches(query);
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
 * Relevance of a step-1 match, higher first, by where the product's names (Persian and latin)
 * hold the text:
 *   4. as whole words at the name's head: the start of the Persian name (the noun comes first,
 *      "سیب قرمز"), the end of the latin one ("Red Apple");
 *   3. as whole words elsewhere in a name ("نهال سیب پیوندی");
 *   2. at the start of a word, a compound's first part included ("سیب" in "سیب‌زمینی");
 *   1. inside a word;
 *   0. not in a name at all (a category title, a property, the description).
 * Whole words are tested on the names as stored, where a compound's joiner is kept
 * (search-words.ts); the rest on the document's names, where it is a space. Computed for the
 * ranked candidates only (at most `textCandidateLimit`), never to find matches.
 */
export function productNameMatch(query: SearchQuery): SQL<number> {
  const names = documentNames();
  const startsWord = sql`strpos(' ' || ${names}, ${` ${query.text}`}) > 0`;
  const inside = sql`strpos(${names}, ${query.text}) > 0`;
  const patterns = wholeWordPatterns(query);
  if (!patterns)
    return sql<number>`(case when ${startsWord} then 2 when ${inside} then 1 else 0 end)`;
  const latin = sql`coalesce(${products.latinName}, '')`;
  const head = sql`(${products.name} ~ ${patterns.first} or ${latin} ~ ${patterns.last})`;
  const whole = sql`(${products.name} ~ ${patterns.whole} or ${latin} ~ ${patterns.whole})`;
  return sql<number>`(case when ${head} then 4 when ${whole} then 3 when ${startsWord} then 2 when ${inside} then 1 else 0 end)`;
}

/**
 * ...then by full-text rank (how often and how completely the words occur); null when the
 * text has no word to rank by (a bare `0` in ORDER BY would name a column position).
 */
export function productRank(query: SearchQuery): SQL<number> | null {
  return query.tsquery
    ? sql<number>`ts_rank(${products.searchVector}, to_tsquery('simple', ${query.tsquery}))`
    : null;
}

/** Relevance of a step-2 match: how close the text is to the product's names. */
export function productTypoRank(query: SearchQuery): SQL<number> {
  return sql<number>`word_similarity(${query.text}, ${documentNames()})`;
}

/**
 * How many matches a search looks at to rank or count them. Ranking and counting cost
 * time per match, and a word like "سیب" or "organic" can match a tenth of the catalogue:
 * relevance ranks the newest `textCandidateLimit` matches (20 pages of 24, more than anyone
 * reads), suggestions count that many, and near misses (step 2) are capped lower still,
 * since each costs a similarity computation.
 */
export const textCandidateLimit = 500;
export const typoCandidateLimit = 100;

/**
 * `offset 0`, the planner's fence: a subquery with it is planned on its own, for all its
 * rows, instead of being pulled into the query around it. Written as SQL because drizzle
 * takes a plain 0 for "no offset" and leaves it out.
 */
export const offsetZero = sql`0` as unknown as number;

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
