import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * Search suggestions' term table: for every prefix of every word of listed products' search
 * documents (the lexemes of products.search_vector, up to 24 characters), how many products
 * of each (category, subcategory) pair have a word starting with it. Each product counts once
 * per prefix, however many of its words share it, so a typed word's counts are exact.
 *
 * Derived data, never written by the API: triggers on products and sellers keep it in step
 * (migration 0018, docs/decisions/017-search-prefix-table.md). "Listed" here is the product's
 * and the shop's half (active, not deleted, shop approved); categories' activity is checked
 * when reading, as it is a property of the category, not of the product.
 */
export const searchPrefixes = pgTable(
  "search_prefixes",
  {
    prefix: text("prefix").notNull(),
    categoryId: integer("category_id").notNull(),
    /** The product's subcategory, 0 for none (a key column cannot be null). */
    subcategoryKey: integer("subcategory_key").notNull(),
    productCount: integer("product_count").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.prefix, table.categoryId, table.subcategoryKey] }),
    // The rows a change brought to zero, found without reading the table, to delete them.
    index("search_prefixes_empty_idx").on(table.prefix).where(sql`${table.productCount} <= 0`),
  ],
);
