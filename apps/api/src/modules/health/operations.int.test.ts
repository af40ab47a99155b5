import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Database } from "@kesht/db";
import { openTestDatabase } from "@kesht/db/testing";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../app";
import { loadConfig } from "../../config";
import { serveMetrics } from "../../lib/metrics-server";
import { drainAndClose } from "../../plugins/drain";
import { createTestApp, type TestApp } from "../../test/app";
import { signIn } from "../../test/sign-in";
import { readEvents } from "../../test/sse";

/** A port nothing listens on: a database server that is gone. */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("a database that goes away", () => {
  let app: App;
  let pool: pg.Pool;
  let embedded: Awaited<ReturnType<typeof openTestDatabase>>;
  /** The database the app's queries go to: a working one, until the test takes it away. */
  let current: Database;

  beforeAll(async () => {
    embedded = await openTestDatabase();
    current = embedded.db;
    pool = new pg.Pool({
      connectionString: `postgres://kesht@127.0.0.1:${await deadPort()}/kesht`,
    });
    const db = new Proxy({} as Database, {
      get(_, key) {
        const value = Reflect.get(current, key);
        return typeof value === "function" ? value.bind(current) : value;
      },
    });
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", JOBS_ENABLED: "false" });
    app = await buildApp({
      config,
      database: { db, kind: "postgres", listen: async () => async () => {} },
      logger: false,
    });
    await app.ready();
    expect((await app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
    // From here on every query goes to a server that is gone.
    current = drizzle({ client: pool }) as unknown as Database;
  });
  afterAll(async () => {
    await app.close();
    await pool.end();
    await embedded.close();
  });

  it("answers 503 unavailable with Retry-After in both languages, never a 500", async () => {
    for (const url of [
      "/api/v1/health",
      "/api/v1/convert/usd-to-rial?usd=2",
      "/api/v1/customer/products",
    ]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(503);
      expect(response.headers["retry-after"], url).toBe("5");
      expect(response.json(), url).toMatchObject({
        status: "error",
        messages: {
          en: "The service is temporarily unavailable.",
          fa: "سرویس موقتاً در دسترس نیست.",
        },
        data: null,
      });
    }
  });

  it("is alive but not ready", async () => {
    expect((await app.inject({ method: "GET", url: "/livez" })).statusCode).toBe(200);
    const ready = await app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    expect(ready.body).toContain("database unreachable");
  });
});

describe("probes, drain and metrics", () => {
  let t: TestApp;
  let releaseSlow: (() => void) | null = null;

  beforeAll(async () => {
    t = await createTestApp({
      env: { RATE_LIMIT_MAX: "3" },
      extend: (app) => {
        // A request that is still running when the shutdown begins.
        app.get("/test/slow", { config: { rateLimit: false } }, async () => {
          await new Promise<void>((resolve) => {
            releaseSlow = resolve;
          });
          return { finished: true };
        });
      },
    });
  });
  afterAll(async () => {
    await t.database.close();
  });

  it("is alive and ready on a migrated database", async () => {
    const live = await t.app.inject({ method: "GET", url: "/livez" });
    expect([live.statusCode, live.body]).toEqual([200, "ok\n"]);
    const ready = await t.app.inject({ method: "GET", url: "/readyz" });
    expect([ready.statusCode, ready.body]).toEqual([200, "ok\n"]);
  });

  it("counts requests by route and status class, 429s by limit, and reads the queue", async () => {
    const convert = "/api/v1/convert/usd-to-rial";
    // A visitor of its own, so the limit it reaches is not the next test's.
    const visitor = { "x-forwarded-for": "203.0.113.9" };
    for (let i = 0; i < 5; i += 1) {
      await t.app.inject({ method: "GET", url: `${convert}?usd=${i + 1}`, headers: visitor });
    }
    await t.app.inject({ method: "GET", url: "/api/v1/no-such-thing", headers: visitor });
    const { server, port } = await serveMetrics(t.app.metrics, "127.0.0.1", 0);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(response.headers.get("content-type")).toContain("text/plain");
      const text = await response.text();
      const count = (route: string, statusClass: string) =>
        `kesht_http_request_duration_seconds_count{route="${route}",method="GET",status_class="${statusClass}"}`;
      expect(text).toContain(`${count(convert, "2xx")} 3\n`);
      expect(text).toContain(`${count(convert, "4xx")} 2\n`);
      expect(text).toContain(`${count("unmatched", "4xx")} 1\n`);
      expect(text).toContain(
        `kesht_rate_limited_total{limit="rate_limited",route="${convert}"} 2\n`,
      );
      expect(text).toMatch(/kesht_sse_clients\{stream="conversations"\} 0/);
      expect(text).toMatch(/kesht_db_up 1/);
      // Recurring jobs are scheduled at start: the queue's gauges name their kinds.
      expect(text).toMatch(/kesht_jobs_due\{kind="[a-z-_.]+"\} \d+/);
      expect(text).toMatch(/kesht_jobs_oldest_due_seconds\{kind="[a-z-_.]+"\} [\d.e+-]+/);
      expect(text).toContain("# TYPE kesht_payments gauge");
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    } finally {
      server.close();
    }
  });

  it("on shutdown: not ready first, in-flight requests finish, streams are told to reconnect", async () => {
    const address = await t.app.listen({ host: "127.0.0.1", port: 0 });
    const customer = await signIn(t.app, { role: "customer" });
    const stream = await fetch(`${address}/api/v1/customer/chat-rooms/stream`, {
      headers: { cookie: customer.cookie },
    });
    const events = readEvents(stream);
    expect((await events.next()).event).toBe("counts");
    const slow = fetch(`${address}/test/slow`);
    await expect.poll(() => releaseSlow !== null).toBe(true);
    await expect
      .poll(() => t.app.metrics.getSingleMetricAsString("kesht_sse_clients"))
      .toContain('stream="conversations"} 1');

    const closing = drainAndClose(t.app, 400);
    // During the delay: still serving, but no longer ready.
    const ready = await fetch(`${address}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.text()).toContain("draining");
    expect((await fetch(`${address}/livez`)).status).toBe(200);

    const reconnect = await events.next();
    expect(reconnect).toEqual({ event: "reconnect", data: "{}" });
    releaseSlow?.();
    const finished = await slow;
    expect(finished.status).toBe(200);
    expect(await finished.json()).toEqual({ finished: true });
    await closing;
    await expect(fetch(`${address}/livez`)).rejects.toThrow();
  });
});
