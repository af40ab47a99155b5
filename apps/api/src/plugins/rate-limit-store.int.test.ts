import { schema } from "@kesht/db";
import { openTestDatabase } from "@kesht/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseRateLimitStore } from "./rate-limit-store";

type Store = InstanceType<ReturnType<typeof databaseRateLimitStore>>;

/** Counts `requests` requests of `key` on `store`, all sent in the same turn of the event loop. */
function countAtOnce(store: Store, key: string, requests: number) {
  return Promise.all(
    Array.from(
      { length: requests },
      () =>
        new Promise<number>((resolve, reject) => {
          store.incr(
            key,
            (error, result) => (error || !result ? reject(error) : resolve(result.current)),
            60_000,
          );
        }),
    ),
  );
}

describe("the database rate-limit store, under concurrent requests", () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it("gives each of a burst its own number, as one upsert per request would", async () => {
    const Store = databaseRateLimitStore(database.db);
    const counts = await countAtOnce(new Store(undefined), "198.51.100.1", 25);
    expect([...counts].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, index) => index + 1),
    );
  });

  it("keeps one count across instances counting the same visitor at the same time", async () => {
    // Two instances of the API: each has its own store over the one database.
    const first = new (databaseRateLimitStore(database.db))(undefined);
    const second = new (databaseRateLimitStore(database.db))(undefined);
    const [a, b] = await Promise.all([
      countAtOnce(first, "198.51.100.2", 10),
      countAtOnce(second, "198.51.100.2", 10),
    ]);
    expect([...a, ...b].sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
    const [row] = await database.db
      .select({ count: schema.rateLimitCounters.count })
      .from(schema.rateLimitCounters)
      .where(eq(schema.rateLimitCounters.key, "198.51.100.2"));
    expect(row?.count).toBe(20);
  });
});
