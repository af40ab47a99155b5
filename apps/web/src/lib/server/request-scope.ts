import { AsyncLocalStorage } from "node:async_hooks";
import type { PageReads } from "./page-reads";

/**
 * What the web server knows about the request being answered, shared by the custom server
 * (server/main.ts), which fills it in before Next sees the request, and by the server-side
 * API reads made while rendering. The two are bundled separately, so the one storage lives
 * on `globalThis` under a registered symbol.
 */
export interface RequestScope {
  /** The visitor's address, decided by the custom server from the socket and trusted proxies. */
  clientAddress: string;
  /** Set when the API refused a read for this visitor's rate limit: the page becomes a 429. */
  rateLimitedFor: number | null;
  /** Set when no API could answer a read (seconds to wait): the page becomes a 503. */
  apiUnavailableFor: number | null;
  /** The request's id: in every log line, and sent on to the API as X-Request-Id. */
  requestId: string;
  /**
   * The API reads the render made, recorded when the custom server may keep a copy of the
   * page for other visitors without a session (server/page-copies.ts).
   */
  reads?: PageReads;
}

const key = Symbol.for("kesht.request-scope");
type Holder = { [key]?: AsyncLocalStorage<RequestScope> };

function storage(): AsyncLocalStorage<RequestScope> {
  const holder = globalThis as Holder;
  holder[key] ??= new AsyncLocalStorage<RequestScope>();
  return holder[key];
}

export function runInRequestScope<T>(scope: RequestScope, work: () => T): T {
  return storage().run(scope, work);
}

/** The current request's scope; null outside the custom server (builds, unit tests). */
export function currentRequestScope(): RequestScope | null {
  return storage().getStore() ?? null;
}

/**
 * Runs work that belongs to the web server rather than to the visitor whose request set it
 * off (a cache shared by everyone, filled once): its API reads carry no visitor's address,
 * count against no visitor's limit, and cannot turn that visitor's answer into a 429.
 */
export function outsideRequestScope<T>(work: () => T): T {
  return storage().exit(work);
}
