/**
 * The APIs this web server may send a request to: `API_URL`, one base URL or several,
 * comma-separated. Requests take turns among them; one that refused or dropped a connection is
 * passed over for a while, so a dead API costs each request nothing once noticed, and is tried
 * again after that while (it may have been restarted). The marks are kept on `globalThis`:
 * the custom server's proxy and Next's server-side reads are bundled apart, and share them.
 */

const defaultApiUrl = "http://127.0.0.1:4000";
/** How long an API that refused a connection is passed over. */
export const downForMs = 2_000;
/** What a visitor is told to wait when no API answers (Retry-After). */
export const unavailableRetrySeconds = 5;

interface UpstreamState {
  urls: string[];
  downUntil: Map<string, number>;
  next: number;
}

const key = Symbol.for("kesht.api-upstreams");
type Holder = { [key]?: UpstreamState };

/** The base URLs in `API_URL` (or the default), without trailing slashes. */
export function parseApiUrls(value: string | undefined): string[] {
  const urls = (value ?? "")
    .split(",")
    .map((url) => url.trim().replace(/\/+$/, ""))
    .filter(Boolean);
  return urls.length > 0 ? urls : [defaultApiUrl];
}

function state(): UpstreamState {
  const holder = globalThis as Holder;
  const urls = parseApiUrls(process.env.API_URL);
  // Rebuilt when API_URL changes (tests set it per case); a server reads it once.
  if (!holder[key] || holder[key].urls.join(",") !== urls.join(",")) {
    holder[key] = { urls, downUntil: new Map(), next: 0 };
  }
  return holder[key];
}

/**
 * The order to try the APIs in for one request: the next in turn first, the others after, and
 * those recently found down last (still tried: when every API seems down, one may be back).
 */
export function upstreamOrder(now = Date.now()): string[] {
  const current = state();
  const start = current.next % current.urls.length;
  current.next = (current.next + 1) % current.urls.length;
  const turn = [...current.urls.slice(start), ...current.urls.slice(0, start)];
  const isDown = (url: string) => (current.downUntil.get(url) ?? 0) > now;
  return [...turn.filter((url) => !isDown(url)), ...turn.filter(isDown)];
}

export function markDown(url: string, now = Date.now()) {
  state().downUntil.set(url, now + downForMs);
}

export function markUp(url: string) {
  state().downUntil.delete(url);
}

/** Socket errors that mean the API was never reached, or went away: try another. */
const unreachableCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
  "UND_ERR_SOCKET",
  "UND_ERR_CONNECT_TIMEOUT",
]);

/** Whether a failed request never reached a working API (fetch wraps the cause). */
export function isUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && unreachableCodes.has(code)) return true;
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some(isUnreachable)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
