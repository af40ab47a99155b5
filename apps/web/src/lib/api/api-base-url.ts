const API_PREFIX = "/api/v1";
const DEFAULT_SERVER_API_ORIGIN = "http://127.0.0.1:4000";

/**
 * The browser talks to its own origin, which Next proxies to the API, so the session cookie
 * stays first-party. Server rendering calls the API directly.
 */
export function apiBaseUrl(): string {
  if (typeof window !== "undefined") return API_PREFIX;
  const origin = process.env.API_URL ?? DEFAULT_SERVER_API_ORIGIN;
  return `${origin.replace(/\/+$/, "")}${API_PREFIX}`;
}
