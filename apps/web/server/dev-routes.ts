import type { IncomingMessage } from "node:http";

const devPrefix = "/api/v1/dev/";

function isLoopbackHost(host: string): boolean {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1");
  return bare === "localhost" || bare === "::1" || /^127(\.\d{1,3}){3}$/.test(bare);
}

/**
 * Whether requests for the API's development routes (the SMS outbox with every sign-in code)
 * are stopped at the web server: whenever it listens beyond loopback, unless
 * ALLOW_DEV_PROVIDERS=true. The API refuses them too (apps/api/src/dev-providers.ts) when it
 * knows WEB_HOST; this covers a web server started on its own.
 */
export function devRoutesGuard(hostname: string, env: Record<string, string | undefined>) {
  const refused = !isLoopbackHost(hostname) && env.ALLOW_DEV_PROVIDERS !== "true";
  return (request: IncomingMessage): boolean =>
    refused && (request.url ?? "").toLowerCase().startsWith(devPrefix);
}
