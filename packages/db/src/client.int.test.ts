import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./client";
import { openTestDatabase } from "./test-database";

/**
 * A PostgreSQL server that goes away while a connection is checked out (a transaction between
 * two queries) must fail that transaction, not the process: the chaos run saw an API exit on
 * an unheard `read ECONNRESET` when the database stopped. Only a server can cut a connection.
 */
describe.runIf(process.env.TEST_DATABASE_URL)("a connection cut while in use", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("fails its transaction and leaves the pool serving", async () => {
    const outcome = handle.db.transaction(async (tx) => {
      const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
        rows: { pid: number }[];
      };
      const pid = rows[0]?.pid;
      expect(pid).toBeTypeOf("number");
      // Another connection ends this one while the transaction waits between two queries.
      await handle.db.execute(sql`select pg_terminate_backend(${pid})`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.execute(sql`select 1`);
    });
    await expect(outcome).rejects.toThrow();
    const answer = (await handle.db.execute(sql`select 1 as one`)) as unknown as {
      rows: { one: number }[];
    };
    expect(answer.rows).toEqual([{ one: 1 }]);
  });
});
