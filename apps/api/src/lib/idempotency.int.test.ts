import { schema } from "@kesht/db";
import { factories } from "@kesht/db/testing";
import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app";
import { AppError } from "./app-error";
import { canonicalJson, idempotencyKeyOf, requestHash, withIdempotency } from "./idempotency";

describe("idempotency keys", () => {
  let t: TestApp;
  let userId: number;
  let otherUserId: number;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    userId = (await factories.createUser(t.db, { role: "customer" })).id;
    otherUserId = (await factories.createUser(t.db, { role: "customer" })).id;
  });
  afterAll(() => t.close());

  /** Work that counts its runs and leaves a row behind, to see whether it happened. */
  function counter(label: string) {
    let runs = 0;
    return {
      get runs() {
        return runs;
      },
      work: async (tx: typeof t.db) => {
        runs += 1;
        const [row] = await tx
          .insert(schema.guildDegrees)
          .values({ titleEn: `${label} run ${runs}`, titleFa: `${label} ${runs}` })
          .returning();
        return { statusCode: 201, body: { status: "success", data: { id: row?.id, run: runs } } };
      },
    };
  }

  it("runs the work once and answers a repeat with the first answer", async () => {
    const job = counter("key-1");
    const options = { userId, scope: "test", key: "key-1", requestBody: { a: 1, b: [2, 3] } };
    const first = await withIdempotency(t.db, options, job.work);
    // The same body with its fields in another order is the same request.
    const again = await withIdempotency(
      t.db,
      { ...options, requestBody: { b: [2, 3], a: 1 } },
      job.work,
    );
    expect(first).toMatchObject({ statusCode: 201, replayed: false });
    expect(again).toEqual({ ...first, replayed: true });
    expect(job.runs).toBe(1);
  });

  it("refuses the same key with another body", async () => {
    const job = counter("key-2");
    const options = { userId, scope: "test", key: "key-2", requestBody: { amount: 1000 } };
    await withIdempotency(t.db, options, job.work);
    const reused = withIdempotency(t.db, { ...options, requestBody: { amount: 2000 } }, job.work);
    await expect(reused).rejects.toMatchObject({ code: "idempotency_key_reused", statusCode: 422 });
    expect(job.runs).toBe(1);
  });

  it("keeps keys apart per user and per operation", async () => {
    const job = counter("shared");
    const body = { x: 1 };
    await withIdempotency(
      t.db,
      { userId, scope: "test", key: "shared", requestBody: body },
      job.work,
    );
    await withIdempotency(
      t.db,
      { userId: otherUserId, scope: "test", key: "shared", requestBody: body },
      job.work,
    );
    await withIdempotency(
      t.db,
      { userId, scope: "other", key: "shared", requestBody: body },
      job.work,
    );
    expect(job.runs).toBe(3);
  });

  it("forgets a key whose work failed: nothing happened, so it may be tried again", async () => {
    const job = counter("key-3");
    const options = { userId, scope: "test", key: "key-3", requestBody: {} };
    await expect(
      withIdempotency(t.db, options, async (tx) => {
        await job.work(tx);
        throw new AppError("insufficient_balance");
      }),
    ).rejects.toMatchObject({ code: "insufficient_balance" });
    const retried = await withIdempotency(t.db, options, job.work);
    expect(retried.replayed).toBe(false);
    expect(job.runs).toBe(2);
    const rows = await t.db.select().from(schema.guildDegrees);
    // The failed run's row was rolled back with its key.
    expect(rows.filter((row) => row.titleEn === "key-3 run 1")).toEqual([]);
    expect(rows.filter((row) => row.titleEn === "key-3 run 2")).toHaveLength(1);
  });

  it("never runs concurrent duplicates twice", async () => {
    const job = counter("key-4");
    const options = { userId, scope: "test", key: "key-4", requestBody: { n: 4 } };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => withIdempotency(t.db, options, job.work)),
    );
    expect(job.runs).toBe(1);
    expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
    for (const answer of answers) expect(answer.body).toEqual(answers[0]?.body);
  });

  it("reads the key from the header and requires it", () => {
    const request = (headers: Record<string, string | undefined>) =>
      ({ headers }) as unknown as FastifyRequest;
    expect(idempotencyKeyOf(request({ "idempotency-key": " abc-123 " }))).toBe("abc-123");
    for (const headers of [{}, { "idempotency-key": "" }, { "idempotency-key": "k".repeat(101) }]) {
      expect(() => idempotencyKeyOf(request(headers))).toThrow(
        expect.objectContaining({ code: "idempotency_key_required", statusCode: 422 }),
      );
    }
  });

  it("hashes bodies by content, not by field order", () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { f: 2, e: 3 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[1,{"e":3,"f":2}]},"b":1}',
    );
    expect(requestHash({ a: 1, b: 2 })).toBe(requestHash({ b: 2, a: 1 }));
    expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: "1" }));
    expect(requestHash({ a: 1, b: undefined })).toBe(requestHash({ a: 1 }));
  });
});
