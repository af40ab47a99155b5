import type { DatabaseHandle } from "@kesht/db";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Counter, Gauge, Histogram, Registry } from "prom-client";
import { jobQueueLoad, paymentCounts } from "./metrics.repo";

declare module "fastify" {
  interface FastifyInstance {
    /** This app's Prometheus registry (served on METRICS_PORT by server.ts). */
    metrics: Registry;
  }
}

/** Database-backed figures are read at most this often, however many scrapers ask. */
const databaseReadMs = 1_000;

/**
 * The API's Prometheus metrics, one registry per app: requests by route, method and status
 * class (a histogram, so rate and latency come from one series), 429s by the limit that
 * refused them, the pool, the job queue, event-stream clients and payments. Route labels are
 * the route's pattern (`/api/v1/products/:id`), never the raw path, so their number is bounded.
 */
export default fp(
  async function metrics(
    app: FastifyInstance,
    options: { poolStats?: DatabaseHandle["poolStats"] },
  ) {
    const registry = new Registry();
    app.decorate("metrics", registry);

    const requests = new Histogram({
      name: "kesht_http_request_duration_seconds",
      help: "API requests by route, method and status class, with their duration",
      labelNames: ["route", "method", "status_class"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const rateLimited = new Counter({
      name: "kesht_rate_limited_total",
      help: "Requests refused with 429, by the limit (error code) and route",
      labelNames: ["limit", "route"] as const,
      registers: [registry],
    });
    // Each route, method and status class's series, looked up once: prom-client's `labels()`
    // checks and hashes the label values on every call.
    const series = new Map<string, { observe: (seconds: number) => void }>();
    app.addHook("onResponse", (request, reply, done) => {
      const route = request.routeOptions.url ?? "unmatched";
      const status = reply.statusCode;
      const statusClass = `${Math.floor(status / 100)}xx`;
      const key = `${request.method} ${statusClass} ${route}`;
      let observed = series.get(key);
      if (!observed) {
        observed = requests.labels(route, request.method, statusClass);
        series.set(key, observed);
      }
      observed.observe(reply.elapsedTime / 1000);
      if (status === 429) rateLimited.labels(request.errorCode ?? "rate_limited", route).inc();
      done();
    });

    new Gauge({
      name: "kesht_sse_clients",
      help: "Event streams open on this instance",
      labelNames: ["stream"] as const,
      registers: [registry],
      collect() {
        this.set({ stream: "tracking" }, app.trackingHub?.size ?? 0);
        this.set({ stream: "conversations" }, app.conversationHub?.size ?? 0);
      },
    });

    const { poolStats } = options;
    if (poolStats) {
      new Gauge({
        name: "kesht_db_pool_connections",
        help: "PostgreSQL pool connections: in use, idle, and requests waiting for one",
        labelNames: ["state"] as const,
        registers: [registry],
        collect() {
          const stats = poolStats();
          this.set({ state: "in_use" }, stats.total - stats.idle);
          this.set({ state: "idle" }, stats.idle);
          this.set({ state: "waiting" }, stats.waiting);
        },
      });
    }

    // One read of the database per scrape window, shared by the gauges below.
    let reading: { at: number; figures: Promise<DatabaseFigures> } | null = null;
    const databaseFigures = () => {
      if (!reading || Date.now() - reading.at > databaseReadMs) {
        reading = { at: Date.now(), figures: readDatabaseFigures(app) };
      }
      return reading.figures;
    };

    new Gauge({
      name: "kesht_db_up",
      help: "1 when the last scrape could read the database, else 0",
      registers: [registry],
      async collect() {
        this.set((await databaseFigures()).up ? 1 : 0);
      },
    });
    new Gauge({
      name: "kesht_jobs_due",
      help: "Pending jobs whose time has come, by kind (the queue's depth)",
      labelNames: ["kind"] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const load of (await databaseFigures()).queue) this.set({ kind: load.kind }, load.due);
      },
    });
    new Gauge({
      name: "kesht_jobs_oldest_due_seconds",
      help: "How long the oldest due job of each kind has waited",
      labelNames: ["kind"] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const load of (await databaseFigures()).queue) {
          this.set({ kind: load.kind }, load.oldestDueSeconds);
        }
      },
    });
    new Gauge({
      name: "kesht_payments",
      help: "Payments by gateway and outcome (status), across every instance",
      labelNames: ["gateway", "status"] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const row of (await databaseFigures()).payments) {
          this.set({ gateway: row.gateway, status: row.status }, row.count);
        }
      },
    });
  },
  { name: "metrics", dependencies: ["database", "error-handler"] },
);

interface DatabaseFigures {
  up: boolean;
  queue: Awaited<ReturnType<typeof jobQueueLoad>>;
  payments: Awaited<ReturnType<typeof paymentCounts>>;
}

async function readDatabaseFigures(app: FastifyInstance): Promise<DatabaseFigures> {
  try {
    const [queue, payments] = [await jobQueueLoad(app.db), await paymentCounts(app.db)];
    return { up: true, queue, payments };
  } catch (error) {
    app.log.warn({ err: { message: (error as Error).message } }, "metrics: database unreadable");
    return { up: false, queue: [], payments: [] };
  }
}
