// The web server: Next.js behind a thin Node HTTP server that decides each visitor's address
// before Next sees the request (see client-address.ts and rate-limited-renders.ts).
//   node dist/server.js          serve the built app (npm start)
//   tsx server/main.ts --dev     serve from source with reload (npm run dev)
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import next from "next";
import { runInRequestScope } from "../src/lib/server/request-scope";
import { clientAddressResolver } from "./client-address";
import { shouldCompress } from "./compression-filter";
import { devRoutesGuard } from "./dev-routes";
import { answerRateLimitedRenders } from "./rate-limited-renders";
import { strictTransportSecurity } from "./strict-transport";

const dev = process.argv.includes("--dev");
const port = Number(process.env.WEB_PORT || 3000);
const hostname = process.env.WEB_HOST || "127.0.0.1";
// Both server/main.ts and the built dist/server.js sit one folder below the app.
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const clientAddress = clientAddressResolver(process.env.WEB_TRUST_PROXY || "loopback");
const hsts = strictTransportSecurity(process.env);
const refusesDevRoute = devRoutesGuard(hostname, process.env);

const app = next({ dev, dir, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

// Compression sits outside the 429 replacement, so a replaced page is compressed like any
// other (Next's own compression is off in next.config.ts: it would sit inside). Event streams
// are left alone (compression-filter.ts).
const compress = compression({ filter: shouldCompress });

const server = createServer((request, response) => {
  const scope = { clientAddress: clientAddress(request), rateLimitedFor: null };
  if (hsts) response.setHeader("strict-transport-security", hsts);
  if (refusesDevRoute(request)) {
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
    return;
  }
  compress(request as never, response as never, () => {
    answerRateLimitedRenders(request, response, scope);
    runInRequestScope(scope, () => handle(request, response));
  });
});

server.listen(port, hostname, () => {
  console.log(`[web] listening on http://${hostname}:${port}${dev ? " (dev)" : ""}`);
});

let closing = false;
function shutDown() {
  if (closing) return;
  closing = true;
  server.close(() => void app.close().then(() => process.exit(0)));
  server.closeIdleConnections();
  // Requests still running after this are cut off rather than holding the exit.
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on("SIGINT", shutDown);
process.on("SIGTERM", shutDown);
