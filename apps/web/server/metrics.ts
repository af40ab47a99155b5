import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";

export const registry = new Registry();

const requests = new Histogram({
  name: "kesht_web_http_request_duration_seconds",
  help: "Web server requests by route group, method and status class, with their duration",
  labelNames: ["route", "method", "status_class"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

const pageCopies = new Counter({
  name: "kesht_web_page_copies_total",
  help: "Pages answered from a copy (reused), rendered as a read changed or went unchecked (changed), kept",
  labelNames: ["outcome"] as const,
  registers: [registry],
});

/** One outcome of the page copies (page-copies.ts). */
export function countPageCopy(outcome: "reused" | "changed" | "kept") {
  pageCopies.inc({ outcome });
}

/** The app's top-level sections (src/app): page addresses are grouped by them. */
const sections = new Set([
  "customer",
  "shop",
  "admin",
  "driver",
  "auth",
  "about-us",
  "terms",
  "internal",
  "500",
  "sitemap.xml",
  "robots.txt",
  "livez",
  "readyz",
]);

/**
 * A bounded label for a request's address: the API proxy, Next's assets, or the page's
 * section. Raw paths (product ids, scans for files that do not exist) would grow the series
 * without end.
 */
export function routeGroup(url: string): string {
  const path = url.split("?")[0] ?? "/";
  if (path === "/api/v1" || path.startsWith("/api/v1/")) return "/api/v1";
  if (path.startsWith("/_next/static/")) return "/_next/static";
  if (path.startsWith("/_next/image")) return "/_next/image";
  if (path.startsWith("/_next/")) return "/_next";
  const first = path.split("/")[1] ?? "";
  if (first === "") return "/";
  return sections.has(first) ? `/${first}` : "other";
}

/** Times one request from now until its answer is finished (or the client goes away). */
export function measureRequest(request: IncomingMessage, response: ServerResponse) {
  const stop = requests.startTimer();
  response.once("close", () => {
    stop({
      route: routeGroup(request.url ?? "/"),
      method: request.method ?? "GET",
      status_class: `${Math.floor(response.statusCode / 100)}xx`,
    });
  });
}

/** Serves the metrics at /metrics on their own listener (WEB_METRICS_PORT, METRICS_HOST). */
export function serveMetrics(host: string, port: number): Promise<Server> {
  collectDefaultMetrics({ register: registry, prefix: "kesht_web_" });
  const server = createServer((request, response) => {
    if (request.method !== "GET" || request.url?.split("?")[0] !== "/metrics") {
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("not found\n");
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { "content-type": registry.contentType }).end(text),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}
