const API_PREFIX = "/api/v1";
const DEFAULT_SERVER_API_ORIGIN = "http://127.0.0.1:4000";

/**
 * The browser talks to its own origin, which the web server proxies to the API, so the session
 * cookie stays first-party. Server rendering calls the API directly: the first of API_URL's
 * APIs here (page reads go through fetchApi, which tries every one of them).
 */
export function apiBaseUrl(): string {
  if (typeof window !== "undefined") return API_PREFIX;
  const [origin] = (process.env.API_URL || DEFAULT_SERVER_API_ORIGIN).split(",");
  return `${(origin ?? DEFAULT_SERVER_API_ORIGIN).trim().replace(/\/+$/, "")}${API_PREFIX}`;
}
