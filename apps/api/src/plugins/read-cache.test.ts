import { gunzipSync } from "node:zlib";
import { envelopeSchema } from "@kesht/contracts";
import Fastify, { type FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import readCache, { readRefs } from "./read-cache";

/*
 * The read cache's hot path (plugins/read-cache.ts): a kept answer is sent as the bytes made
 * when it was stored, without loading, serializing or compressing again, and the change
 * notifications that drop it from the library drop it from the hot path too. The catalogue's
 * integration tests (read-cache.int.test.ts) check the same through the real routes and
 * database; here the loads are counted and the notifications sent by hand.
 */
describe("read cache: answers kept as bytes", () => {
  let app: FastifyInstance;
  let notify: (payload: string) => void;
  const loads = new Map<number, number>();
  /** What a load returns for an id; a test may change it behind the cache's back. */
  const names = new Map<number, string>();
  /** Set to hold the next load until released (a change arriving meanwhile). */
  let holdLoad: Promise<void> | null = null;

  beforeEach(async () => {
    loads.clear();
    names.clear();
    holdLoad = null;
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    // The plugin depends on the database plugin only for `sync`, which these tests do not use.
    await app.register(fp(async () => {}, { name: "database" }));
    await app.register(readCache, {
      listen: async (_channel, onPayload) => {
        notify = onPayload;
        return async () => {};
      },
      validateResponses: false,
    });
    app.get(
      "/things/:id",
      {
        schema: {
          params: z.object({ id: z.coerce.number().int() }),
          response: { 200: envelopeSchema(z.object({ id: z.number(), name: z.string() })) },
        },
      },
      async (request, reply) => {
        const { id } = request.params as { id: number };
        return app.readCache.reply(
          request,
          reply,
          async () => {
            loads.set(id, (loads.get(id) ?? 0) + 1);
            if (holdLoad) await holdLoad;
            return { id, name: names.get(id) ?? "سیب" };
          },
          () => [readRefs.product(id)],
        );
      },
    );
    await app.ready();
  });
  afterEach(async () => {
    await app.close();
  });

  const get = (id: number, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url: `/things/${id}`, headers });
  /** Sends a change notification and waits until it has been applied. */
  const change = async (payload: string) => {
    const applied = app.readCache.nextInvalidation();
    notify(payload);
    await applied;
  };

  it("loads once, then sends the same bytes (plain and gzipped) with their ETags", async () => {
    const first = await get(1);
    const second = await get(1);
    const zipped = await get(1, { "accept-encoding": "gzip" });
    expect(loads.get(1)).toBe(1);
    expect(first.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(Number(second.headers["content-length"])).toBe(first.rawPayload.length);
    expect(first.json().data).toEqual({ id: 1, name: "سیب" });
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(zipped.rawPayload).equals(first.rawPayload)).toBe(true);
    expect(zipped.headers.etag).toBe(`${String(first.headers.etag).slice(0, -1)}-gzip"`);
    const notModified = await get(1, { "if-none-match": String(first.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(loads.get(1)).toBe(1);
  });

  it("drops a kept answer on a notification naming it, and only that one", async () => {
    await get(1);
    await get(2);
    names.set(1, "گلابی");
    names.set(2, "به");
    await change(readRefs.product(2));
    expect((await get(1)).json().data.name).toBe("سیب");
    expect((await get(2)).json().data.name).toBe("به");
    expect(loads.get(1)).toBe(1);
    expect(loads.get(2)).toBe(2);
    // `all` is on every answer.
    await change("all");
    expect((await get(1)).json().data.name).toBe("گلابی");
    expect(loads.get(1)).toBe(2);
  });

  it("does not keep an answer whose load a change overtook", async () => {
    let release: () => void = () => {};
    holdLoad = new Promise<void>((resolve) => {
      release = resolve;
    });
    const pending = get(1);
    await new Promise((resolve) => setImmediate(resolve));
    await change(readRefs.product(1));
    holdLoad = null;
    release();
    expect((await pending).statusCode).toBe(200);
    // The answer that raced the change was sent, not kept: the next request loads again.
    names.set(1, "گلابی");
    expect((await get(1)).json().data.name).toBe("گلابی");
    expect(loads.get(1)).toBe(2);
  });
});
