import type { TableSortOrder } from "@kesht/contracts";
import { type AnyColumn, asc, desc, ilike, or, type SQL } from "drizzle-orm";

/*
 * The admin console's reads and writes of the catalogue's reference data (categories, their
 * properties, stock units, package types, banners), one `*.repo.ts` a resource beside this file.
 * The catalog module owns these tables; the storefront reads them through reference.repo.
 */

/** The fields an update sets: those sent (undefined ones left as they are). */
export function defined<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

/**
 * How the console's lists (the web's DataTable) read a table: a text to find in some columns,
 * one column to sort by (the id breaks ties, so pages never overlap), and a page's window.
 */
export interface ListWindow {
  text?: string;
  order: TableSortOrder;
  limit: number;
  offset: number;
}

/** `%` and `_` typed into a search are letters, not wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export function textIn(text: string | undefined, columns: (AnyColumn | SQL)[]): SQL | undefined {
  if (!text) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}

export function sortedBy(column: AnyColumn | SQL, order: TableSortOrder, id: AnyColumn): SQL[] {
  return [order === "asc" ? asc(column) : desc(column), asc(id)];
}
