import type { Query as BuiltStatement, SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
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
  claimName(name);
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

/**
 * A hand-written statement (CTEs, `insert … select`, what the query builder cannot say) of
 * fixed shape. Its text is built once per process, not on every call: building a statement
 * that names many columns costs Drizzle more than a simple query costs the database
 * (bench/PROFILE.md). It runs on the database or inside a transaction alike; on the PostgreSQL
 * server it is named, so each pooled connection also parses and plans it once. Values go in
 * through `sql.placeholder(name)`. Answers the rows as the database sends them.
 */
export function sqlStatement<Row, Values extends Record<string, unknown>>(
  name: string,
  build: () => SQL,
): (db: Database, values: Values) => Promise<Row[]> {
  claimName(name);
  let query: BuiltStatement | undefined;
  return async (db, values) => {
    query ??= dialect.sqlToQuery(build());
    const prepared = db._.session.prepareQuery(query, undefined, name, false);
    const result = (await prepared.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}

/** The handles' dialect: both drivers write PostgreSQL, with no casing rule. */
const dialect = new PgDialect();

/** One name, one text: the server keeps one statement per name and connection. */
function claimName(name: string): void {
  if (preparedNames.has(name)) throw new Error(`a prepared query is already named ${name}`);
  preparedNames.add(name);
}
