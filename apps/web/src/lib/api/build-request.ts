import type { Language } from "@kesht/contracts";
import type { RequestOptions } from "./request-options";

export interface RequestContext {
  baseUrl: string;
  language: Language;
  token: string | null;
}

export interface BuiltRequest {
  url: string;
  init: RequestInit;
}

/** Turns a call into fetch arguments (SPEC §7 "Request behaviour"); no I/O. */
export function buildRequest(
  options: Pick<RequestOptions<unknown>, "method" | "path" | "payload" | "headers">,
  context: RequestContext,
): BuiltRequest {
  const headers: Record<string, string> = {
    // First, so a call's own headers never override the JSON, language and session ones.
    ...options.headers,
    Accept: "application/json",
    "Content-Type": "application/json",
    "Accept-Language": context.language,
  };
  if (context.token) headers.Authorization = `Bearer ${context.token}`;

  const isGet = options.method === "GET";
  const url = `${context.baseUrl}${options.path}${isGet ? toQueryString(options.path, options.payload) : ""}`;
  const init: RequestInit = {
    method: options.method,
    headers,
    // The web session is an httpOnly cookie on our own origin.
    credentials: "same-origin",
  };
  // Always a body, even `{}`: a JSON Content-Type with an empty body is rejected by the API.
  if (!isGet) init.body = JSON.stringify(options.payload ?? {});
  return { url, init };
}

/** "?a=1&b=2" (or "&…" when the path already has a query), skipping undefined and null. */
export function toQueryString(path: string, payload: Record<string, unknown> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(payload ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      params.append(key, toParamText(item));
    }
  }
  const query = params.toString();
  if (query === "") return "";
  return `${path.includes("?") ? "&" : "?"}${query}`;
}

function toParamText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}
