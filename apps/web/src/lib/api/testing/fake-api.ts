import type { Envelope } from "@kesht/contracts";
import { type Mock, vi } from "vitest";

/** An API envelope with empty texts, overridden as a test needs (tests only). */
export function envelope<T>(overrides: Partial<Envelope<T>> & { data?: T } = {}): Envelope<T> {
  return {
    status: "success",
    message: "",
    messages: { fa: "", en: "" },
    errors: { fa: {}, en: {} },
    data: null as T,
    ...overrides,
  };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

export type FetchCall = { url: string; init: RequestInit };

/**
 * Replaces the global fetch with one that answers from `respond` (a fresh Response each call)
 * and records what was asked.
 */
export function stubFetch(respond: (call: FetchCall) => Response | Promise<Response>): {
  calls: FetchCall[];
  fetch: Mock;
} {
  const calls: FetchCall[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const call = { url, init };
    calls.push(call);
    return respond(call);
  });
  vi.stubGlobal("fetch", fetch);
  return { calls, fetch };
}

export function headersOf(call: FetchCall | undefined): Record<string, string> {
  return (call?.init.headers ?? {}) as Record<string, string>;
}
