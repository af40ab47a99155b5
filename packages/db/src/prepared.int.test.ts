import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./client";
import { createUser } from "./factories";
import { preparedQuery } from "./prepared";
import { users } from "./schema";
import { openTestDatabase } from "./test-database";

describe("preparedQuery", () => {
  let handle: DatabaseHandle;
  let builds = 0;
  const userName = preparedQuery("test_user_name", (db, name) => {
    builds += 1;
    return db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, sql.placeholder("id")))
      .prepare(name);
  });

  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("builds once per handle and answers with each call's values", async () => {
    const first = await createUser(handle.db, { name: "Maryam" });
    const second = await createUser(handle.db, { name: "Reza" });
    const before = builds;
    // More calls than the pool has connections: each one parses the named statement once.
    const names = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        userName(handle.db).execute({ id: i % 2 ? second.id : first.id }),
      ),
    );
    expect(names.map(([row]) => row?.name)).toEqual(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? "Reza" : "Maryam")),
    );
    expect(builds - before).toBe(1);
  });

  it("runs inside the transaction it is used in, not beside it", async () => {
    const user = await createUser(handle.db, { name: "Before" });
    await handle.db
      .transaction(async (tx) => {
        await tx.update(users).set({ name: "Inside" }).where(eq(users.id, user.id));
        // Only the transaction's own connection sees the uncommitted name.
        expect((await userName(tx).execute({ id: user.id }))[0]?.name).toBe("Inside");
        throw new Error("roll back");
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || error.message !== "roll back") throw error;
      });
    expect((await userName(handle.db).execute({ id: user.id }))[0]?.name).toBe("Before");
  });

  it("refuses a second query under a name already taken", () => {
    expect(() => preparedQuery("test_user_name", (db) => db)).toThrow(/already named/);
  });
});
