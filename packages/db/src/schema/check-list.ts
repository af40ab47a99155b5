import { type SQL, sql } from "drizzle-orm";

/**
 * `'a', 'b', 'c'` for a CHECK constraint's `in (...)`, built from the same array the API and
 * the web read, so the database refuses exactly what the code does not know. The values are
 * our own constants, never input.
 */
export function checkList(values: readonly string[]): SQL {
  return sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", "));
}
