// The web server: Next.js behind a thin Node HTTP server that decides each visitor's address
// before Next sees the request (see client-address.ts and incomplete-renders.ts), forwards
// /api/v1 to the APIs (api-proxy.ts), answers the balancer's probes and drains on SIGTERM.
//   node dist/server.js          serve the built app (npm start)
//   tsx server/main.ts --dev     serve from source with reload (npm run dev)
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import next from "next";
import { runInRequestScope } from "../src/lib/server/request-scope";
import { proxyToApi } from "./api-proxy";
import { clientAddressResolver } from "./client-address";
import { answerClientError } from "./client-errors";
import { shouldCompress } from "./compression-filter";
import { applyContentSecurityPolicy } from "./content-security-policy";
import { devRoutesGuard } from "./dev-routes";
import { drainEventStreams } from "./event-streams";
import { answerIncompleteRenders } from "./incomplete-renders";
import { inlineStylesheets, stylesheetReader } from "./inline-stylesheets";
import { logger, routeConsoleToLogger } from "./logger";
import { countPageCopy, measureRequest, serveMetrics } from "./metrics";
import { pageCopies, pageCopyKey, readsUnchangedAtApi } from "./page-copies";
import { staticAssets } from "./static-assets";
import { strictTransportSecurity } from "./strict-transport";

routeConsoleToLogger();
const dev = process.argv.includes("--dev");
const port = Number(process.env.WEB_PORT || 3000);
const hostname = process.env.WEB_HOST || "127.0.0.1";
const drainDelayMs = Number(process.env.DRAIN_DELAY_MS || 0);
const drainTimeoutMs = Number(process.env.DRAIN_TIMEOUT_MS || 10_000);
// Both server/main.ts and the built dist/server.js sit one folder below the app.
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const clientAddress = clientAddressResolver(process.env.WEB_TRUST_PROXY || "loopback");
const hsts = strictTransportSecurity(process.env);
const refusesDevRoute = devRoutesGuard(hostname, process.env);

const app = next({ dev, dir, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

// Compression sits outside the 429/503 replacement, so a replaced page is compressed like any
// other (Next's own compression is off in next.config.ts: it would sit inside). Event streams
// are left alone (compression-filter.ts).
const compress = compression({ filter: shouldCompress });
// In development Next serves its bundles from memory, as it builds them.
const serveStaticAssets = dev ? null : staticAssets(dir);
const readStylesheet = dev ? null : stylesheetReader(path.join(dir, ".next", "static"));
// Pages rendered for visitors without a session, reused while their API reads are unchanged
// (page-copies.ts); PAGE_COPIES_MB=0 turns them off. Development renders every time.
const pageCopiesMb = Number(process.env.PAGE_COPIES_MB ?? 64);
const copies =
  dev || !(pageCopiesMb > 0)
    ? null
    : pageCopies({
        maxBytes: pageCopiesMb * 1024 * 1024,
        maxAgeMs: 10 * 60_000,
        readsUnchanged: readsUnchangedAtApi,
        count: countPageCopy,
      });

let draining = false;

/** A nginx-given id is kept (one id from the balancer to the API's log); else a new one. */
function requestIdOf(request: IncomingMessage): string {
  const given = request.headers["x-request-id"];
  return typeof given === "string" && /^[\w.:-]{1,128}$/.test(given) ? given : randomUUID();
}

/** The balancer's probes: alive while the process runs; ready until it starts draining. */
function answerProbe(url: string, response: ServerResponse): boolean {
  const path = url.split("?")[0];
  if (path !== "/livez" && path !== "/readyz") return false;
  const ready = path === "/livez" || !draining;
  response
    .writeHead(ready ? 200 : 503, {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "no-store",
    })
    .end(ready ? "ok\n" : "not ready: draining\n");
  return true;
}

function answerNotFound(response: ServerResponse) {
  // The API's own answer for an address that does not exist.
  const notFound = { en: "This address does not exist.", fa: "این نشانی وجود ندارد." };
  response.writeHead(404, { "content-type": "application/json; charset=utf-8" }).end(
    JSON.stringify({
      status: "error",
      message: notFound.en,
      messages: notFound,
      errors: { fa: {}, en: {} },
      data: null,
    }),
  );
}

const isApiPath = (url: string) => url === "/api/v1" || /^\/api\/v1[/?]/.test(url);

const server = createServer((request, response) => {
  const url = request.url ?? "/";
  if (answerProbe(url, response)) return;
  const requestId = requestIdOf(request);
  const scope = {
    clientAddress: clientAddress(request),
    rateLimitedFor: null,
    apiUnavailableFor: null,
    requestId,
  };
  response.setHeader("x-request-id", requestId);
  // While draining, each answer closes its connection, so none outlives the process.
  if (draining) response.setHeader("connection", "close");
  measureRequest(request, response);
  logCompletion(request, response, requestId);
  if (hsts) response.setHeader("strict-transport-security", hsts);
  if (refusesDevRoute(request)) return answerNotFound(response);
  const throughNext = () =>
    runInRequestScope(scope, () =>
      compress(request as never, response as never, () => {
        if (isApiPath(url)) {
          proxyToApi(request, response, requestId);
          return;
        }
        if (!url.startsWith("/_next/static/")) applyContentSecurityPolicy(request, response, dev);
        answerIncompleteRenders(request, response, scope);
        const render = () => {
          if (readStylesheet) inlineStylesheets(response, readStylesheet);
          handle(request, response);
        };
        copies?.forgetOnChangeNotice(request, response);
        const copyKey = copies ? pageCopyKey(request) : null;
        if (copies && copyKey) copies.answer(copyKey, request, response, scope, render);
        else render();
      }),
    );
  if (serveStaticAssets) serveStaticAssets(request, response, throughNext);
  else throughNext();
});

/** One line per answered request, as the API's `request completed`. */
function logCompletion(request: IncomingMessage, response: ServerResponse, requestId: string) {
  const started = performance.now();
  response.once("close", () => {
    const status = response.statusCode;
    const level = status >= 500 ? "error" : "info";
    logger[level](
      {
        reqId: requestId,
        req: { method: request.method, url: request.url },
        res: { statusCode: status },
        responseTime: Math.round((performance.now() - started) * 10) / 10,
      },
      "request completed",
    );
  });
}

// A kept-alive connection stays open 72 s idle, as the API's (Fastify's) do, not Node's 5 s: a
// client (a balancer, a browser, a test's request context) that reuses one idle for about 5 s
// could send on it just as Node closed it, and a POST lost that way is not sent again.
server.keepAliveTimeout = 72_000;

// A URL over 16 kB or a malformed request to /api/v1 gets the API's envelope, not a bare status.
server.on("clientError", answerClientError);

server.listen(port, hostname, () => {
  logger.info({ host: hostname, port, dev }, "web server listening");
});

const metricsPort = process.env.WEB_METRICS_PORT;
const metricsHost = process.env.METRICS_HOST || "127.0.0.1";
const metricsServer = metricsPort ? await serveMetrics(metricsHost, Number(metricsPort)) : null;
if (metricsServer) logger.info({ host: metricsHost, port: metricsPort }, "metrics at /metrics");

/**
 * Not ready first (the balancer's next check takes this server out, DRAIN_DELAY_MS), then no
 * new connections, event streams told to reconnect elsewhere, in-flight requests finished
 * (at most DRAIN_TIMEOUT_MS), exit.
 */
async function shutDown(signal: string) {
  if (draining) return;
  draining = true;
  logger.info({ signal, drainDelayMs }, "draining: not ready, still serving");
  setTimeout(() => {
    logger.warn("requests still running at the drain timeout: exiting anyway");
    process.exit(0);
  }, drainDelayMs + drainTimeoutMs).unref();
  if (drainDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, drainDelayMs));
  server.close(() => {
    metricsServer?.close();
    void app.close().then(() => process.exit(0));
  });
  drainEventStreams();
  server.closeIdleConnections();
}
process.on("SIGINT", () => void shutDown("SIGINT"));
process.on("SIGTERM", () => void shutDown("SIGTERM"));
