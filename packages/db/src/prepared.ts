import type { Database } from "./client";

/**
 * A hot query of fixed shape, prepared once per database handle instead of rebuilt on every
 * call: Drizzle builds its SQL text once, and on the PostgreSQL server the statement is named,
 * so each pooled connection parses and plans it once and then only binds values (PGlite runs
 * the same text unnamed). Values go in through `sql.placeholder(name)`.
 *
 * A transaction is a database handle of its own: the query is prepared for it on first use
 * there, and never runs outside it.
 *
 * `name` must be unique in the process: the server keeps one statement per name and
 * connection, and a second text under the same name would be refused.
 */
export function preparedQuery<Query>(
  name: string,
  build: (db: Database, name: string) => Query,
): (db: Database) => Query {
  if (preparedNames.has(name)) throw new Error(`a prepared query is already named ${name}`);
  preparedNames.add(name);
  const byHandle = new WeakMap<Database, Query>();
  return (db) => {
    let query = byHandle.get(db);
    if (!query) {
      query = build(db, name);
      byHandle.set(db, query);
    }
    return query;
  };
}

const preparedNames = new Set<string>();
