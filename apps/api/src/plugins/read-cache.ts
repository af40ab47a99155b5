import { createHash, randomUUID } from "node:crypto";
import { isDeepStrictEqual, promisify } from "node:util";
import { gzip } from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import type { DatabaseHandle } from "@kesht/db";
import { createCache } from "async-cache-dedupe";
import { sql } from "drizzle-orm";
import fastJson from "fast-json-stringify";
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendAsyncHookHandler,
} from "fastify";
import fp from "fastify-plugin";
import { type ZodType, z } from "zod";
import { AppError } from "../lib/app-error";
import { ok } from "../lib/envelope";
import { catalogueChangesChannel } from "../lib/read-cache-changes";

/*
 * The shared read cache for anonymous catalogue reads (docs/read-cache.md, decision 018).
 *
 * An answer that is the same for everyone is computed once, serialized once (a compiled
 * serializer from the route's response schema), compressed once (gzip, for the clients that
 * ask for it: a page of product cards shrinks about four times, and bytes on the wire are what
 * a cached answer costs) and kept with an ETag per encoding; concurrent requests
 * for the same key wait for the one query in flight (async-cache-dedupe). Every change to
 * the catalogue is announced by database triggers on the `catalogue_changes` channel
 * (migration 0019), whoever makes it; each API instance listens and drops the answers filed
 * under the references the notification names, so all instances stay coherent.
 */

export { catalogueChangesChannel } from "../lib/read-cache-changes";

/** What a cached answer is filed under; a change notification names the same references. */
export const readRefs = {
  /** Any product list, count or suggestion: any listed product's change may move it. */
  listings: "listings",
  product: (id: number) => `product:${id}`,
  shop: (id: number) => `shop:${id}`,
  category: (id: number) => `category:${id}`,
} as const;
/** Every answer is also filed under this one: reference data (units, places, files) changed. */
const everything = "all";

/**
 * For reference data (countries, places, units, delivery windows…): filed under `all` only,
 * as every answer is, which a change to any reference table drops (a trigger, or
 * announceReferenceChange where a table has none).
 */
export const noReferences = (): readonly string[] => [];

/** How long an answer may be kept without a notification (one lost while LISTEN reconnects). */
const ttlSeconds = 50;
/** The last seconds of that, in which a hit also refreshes the answer in the background. */
const refreshSeconds = 10;
/** Answers kept per process (the library's default LRU size). */
const keptAnswers = 1024;

/**
 * What browsers and proxies are told. An answer is fresh for one second, so a seller's change
 * reaches a proxy's visitors within a second under steady traffic; for five more seconds a
 * proxy may answer from its copy while it revalidates (an ETag makes that a 304).
 */
export const publicReadCacheControl = "public, max-age=1, stale-while-revalidate=5";

/**
 * One answer as it is sent: everything a hit writes is made once, when the answer is stored
 * (bench/PROFILE.md, "Cached reads"), so a hit only picks the representation and sets headers.
 */
interface Cached {
  /** The JSON as UTF-8 bytes: a string would be measured and encoded again on every send. */
  body: Buffer;
  gzipped: Buffer;
  /** The quoted ETag of `body`; the gzipped bytes are a representation of their own. */
  etag: string;
  /** `etag` with `-gzip` added, for the gzipped bytes. */
  gzipEtag: string;
  /** Invalidations seen before the load started (an answer that raced one is not kept). */
  epoch: number;
  /** What the answer is filed under (`all` and the route's references). */
  refs: string[];
}

interface CachedRead {
  key: string;
  route: FastifyRequest;
  load: () => Promise<{ data: unknown; references: readonly string[] }>;
}

export interface ReadCache {
  /**
   * Answers a GET that is the same for every caller from the shared cache: `load` runs once
   * per key (the route, its params and its validated query) until a change named by
   * `references` arrives. Sets ETag and Cache-Control, and answers 304 to a matching
   * If-None-Match. Use only where nothing in the answer depends on who asks. Reference data
   * that browsers may keep longer names its own `cacheControl`.
   */
  reply<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    load: () => Promise<T>,
    references: (data: T) => readonly string[],
    options?: { cacheControl?: string },
  ): FastifyReply | Promise<FastifyReply>;
  /**
   * Resolves once this instance has applied every change notification committed before the
   * call (a marker sent on the channel comes back; notifications arrive in commit order), or
   * after a second at most. One query and one round trip: for writes and tests, not reads.
   */
  sync(): Promise<void>;
  /** Resolves with the references of the next change notification once it has been applied. */
  nextInvalidation(): Promise<string[]>;
}

declare module "fastify" {
  interface FastifyInstance {
    readCache: ReadCache;
  }
}

type Serialize = (envelope: unknown) => string;

/**
 * `propertyNames` (zod's record keys) constrains input, not output; fast-json-stringify's
 * validator warns about it in strict mode, and writing the record does not need it.
 */
function withoutPropertyNames(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutPropertyNames);
  if (!node || typeof node !== "object") return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => key !== "propertyNames")
      .map(([key, value]) => [key, withoutPropertyNames(value)]),
  );
}

/** The route's 200 schema, compiled once into a serializer (fast-json-stringify). */
function compileSerializer(schema: ZodType, check: boolean): Serialize {
  const jsonSchema = z.toJSONSchema(schema, {
    io: "output",
    target: "draft-7",
    unrepresentable: "any",
  });
  const stringify = fastJson(withoutPropertyNames(jsonSchema) as Parameters<typeof fastJson>[0]);
  if (!check) return stringify;
  // Tests: the contract still validates every answer, and the compiled serializer must write
  // exactly what the validating one would have.
  return (envelope) => {
    const parsed = schema.parse(envelope);
    const body = stringify(envelope);
    if (!isDeepStrictEqual(JSON.parse(body), JSON.parse(JSON.stringify(parsed))))
      throw new Error("the compiled serializer disagrees with the response schema");
    return body;
  };
}

/** Params and query as validated, keys sorted: `?a=1&b=2` and `?b=2&a=1` are one key. */
function keyOf(request: FastifyRequest): string {
  const sorted = (value: unknown) =>
    value && typeof value === "object"
      ? Object.entries(value as Record<string, unknown>)
          .filter(([, item]) => item !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : 1))
      : [];
  return JSON.stringify([request.routeOptions.url, sorted(request.params), sorted(request.query)]);
}

const gzipped = promisify(gzip);

/**
 * Accept-Encoding values already negotiated: clients send a handful of distinct values (each
 * browser its own), so parsing the q-values once per value is enough. Bounded, since the
 * header is the client's to choose.
 */
const negotiated = new Map<string, boolean>();
const negotiatedKept = 64;

/** Whether the client takes gzip (Accept-Encoding, with its q-values), else the plain body. */
function wantsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  let gzip = negotiated.get(acceptEncoding);
  if (gzip === undefined) {
    gzip = negotiate(acceptEncoding, ["gzip", "identity"]) === "gzip";
    if (negotiated.size >= negotiatedKept) negotiated.clear();
    negotiated.set(acceptEncoding, gzip);
  }
  return gzip;
}

/** Adds to the Vary header the CORS plugin may have set already, rather than replacing it. */
function addVary(reply: FastifyReply, field: string) {
  const current = reply.getHeader("vary");
  reply.header("vary", current ? `${String(current)}, ${field}` : field);
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}

export default fp(
  async function readCache(
    app: FastifyInstance,
    options: { listen: DatabaseHandle["listen"]; validateResponses: boolean },
  ) {
    const serializers = new WeakMap<object, Serialize>();
    let epoch = 0;
    const waiting: Array<(references: string[]) => void> = [];

    /*
     * The hot path. The library answers a hit through several promises (its coalescing map,
     * an async storage read, an async TTL read, a forked promise chain); this map answers
     * the same hit synchronously. An answer enters it only when the library would keep it
     * (its load saw no invalidation), is dropped by the same notifications that drop it from
     * the library, and is used only until the library's refresh window begins: from then on
     * requests go through the library, which refreshes in the background or loads again, and
     * the new answer replaces this one. So it never serves what the library would not.
     */
    const current = new Map<string, { cached: Cached; until: number }>();
    const remember = (key: string, cached: Cached) => {
      current.delete(key);
      // Bounded like the library's store; the oldest answer goes first.
      if (current.size >= keptAnswers) current.delete(current.keys().next().value as string);
      current.set(key, { cached, until: Date.now() + (ttlSeconds - refreshSeconds) * 1000 });
    };
    const forget = (references: readonly string[]) => {
      for (const [key, { cached }] of current)
        if (references.some((reference) => cached.refs.includes(reference))) current.delete(key);
    };

    const serializerOf = (request: FastifyRequest): Serialize => {
      const schema = (
        request.routeOptions.schema?.response as Record<number, ZodType> | undefined
      )?.[200];
      if (!schema) throw new Error(`${request.routeOptions.url} has no 200 response schema`);
      let serialize = serializers.get(schema);
      if (!serialize) {
        serialize = compileSerializer(schema, options.validateResponses);
        serializers.set(schema, serialize);
      }
      return serialize;
    };

    const cache = createCache({
      storage: { type: "memory", options: { invalidation: true, size: keptAnswers } },
      // A load's own failure (a 404 for an unlisted product) reaches the caller as it is and
      // is not kept; only the cache's own failures are worth a line in the log.
      onError: (error: unknown) => {
        if (!(error instanceof AppError)) app.log.error({ err: error }, "read cache failed");
      },
    }).define(
      "read",
      {
        // The key is made by the caller; the closure it carries is not part of it.
        serialize: (args: CachedRead) => args.key,
        ttl: (result: Cached) => (result.epoch === epoch ? ttlSeconds - refreshSeconds : 0),
        stale: (result: Cached) => (result.epoch === epoch ? refreshSeconds : 0),
        references: (_args: CachedRead, _key: string, result: Cached) => result.refs,
      },
      async (args: CachedRead): Promise<Cached> => {
        const startedAt = epoch;
        const { data, references } = await args.load();
        const body = Buffer.from(serializerOf(args.route)(ok(data)), "utf8");
        const etag = createHash("sha1").update(body).digest("base64url");
        const cached: Cached = {
          body,
          gzipped: await gzipped(body),
          etag: `"${etag}"`,
          gzipEtag: `"${etag}-gzip"`,
          epoch: startedAt,
          refs: [everything, ...references],
        };
        // Kept on the hot path only if no change arrived while it was loading, as the
        // library keeps it only then (`ttl` above).
        if (startedAt === epoch) remember(args.key, cached);
        return cached;
      },
    );

    /*
     * Notifications are applied one at a time, in the order they arrive, so a sync marker
     * resolves only after every change announced before it has been dropped from the cache.
     */
    const syncs = new Map<string, () => void>();
    const apply = async (payload: string) => {
      if (payload.startsWith("sync:")) {
        syncs.get(payload)?.();
        return;
      }
      const references = payload.split(" ").filter(Boolean);
      epoch++;
      forget(references);
      // "all" is on every answer; the rest drop only the answers filed under them.
      await cache.invalidateAll(references).catch((error: unknown) => {
        app.log.error({ err: error, references }, "read cache invalidation failed");
      });
      for (const resolve of waiting.splice(0)) resolve(references);
    };
    let applying = Promise.resolve();
    const unlisten = await options.listen(catalogueChangesChannel, (payload) => {
      applying = applying.then(() => apply(payload));
    });
    app.addHook("onClose", async () => {
      await unlisten();
    });

    const sync = async () => {
      const marker = `sync:${randomUUID()}`;
      const heard = new Promise<void>((resolve) => {
        syncs.set(marker, resolve);
        // Never hold an answer longer than the promise of "within a second".
        setTimeout(resolve, 1_000).unref();
      });
      await app.db.execute(sql`select pg_notify(${catalogueChangesChannel}, ${marker})`);
      await heard;
      syncs.delete(marker);
    };
    /*
     * Read-your-writes on this instance: the answer to a catalogue write waits until this
     * instance has applied the write's own notifications, so whoever saved reads their change
     * next, even where delivery is asynchronous (PostgreSQL).
     */
    app.addHook("onRoute", (route) => {
      if (!route.config?.revalidates?.includes("catalogue")) return;
      const waitForOwnChanges: onSendAsyncHookHandler = async (_request, reply) => {
        if (reply.statusCode < 300) await sync();
      };
      route.onSend = [...[route.onSend ?? []].flat(), waitForOwnChanges];
    });

    /** Sends a kept answer in the representation the client takes, or 304. */
    const answer = (
      request: FastifyRequest,
      reply: FastifyReply,
      cached: Cached,
      cacheControl: string,
    ): FastifyReply => {
      const gzip = wantsGzip(request.headers["accept-encoding"]);
      const etag = gzip ? cached.gzipEtag : cached.etag;
      reply.header("etag", etag);
      reply.header("cache-control", cacheControl);
      addVary(reply, "Accept-Encoding");
      if (matches(request.headers["if-none-match"], etag)) return reply.code(304).send();
      reply.type("application/json; charset=utf-8");
      if (!gzip) return reply.send(cached.body);
      return reply.header("content-encoding", "gzip").send(cached.gzipped);
    };

    app.decorate<ReadCache>("readCache", {
      reply(request, reply, load, references, options) {
        const key = keyOf(request);
        const cacheControl = options?.cacheControl ?? publicReadCacheControl;
        const kept = current.get(key);
        if (kept && kept.until > Date.now())
          return answer(request, reply, kept.cached, cacheControl);
        return cache
          .read({
            key,
            route: request,
            load: async () => {
              const data = await load();
              return { data, references: references(data) };
            },
          })
          .then((cached) => answer(request, reply, cached, cacheControl));
      },
      sync,
      nextInvalidation() {
        return new Promise((resolve) => waiting.push(resolve));
      },
    });
  },
  { name: "read-cache", dependencies: ["database"] },
);
