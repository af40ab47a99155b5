import type { Envelope } from "@kesht/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { buildRequest } from "./build-request";
import { applyInterpretedOutcome, type OutcomeEnv } from "./handle-outcome";
import { type InterpretedOutcome, interpretOutcome } from "./interpret-outcome";
import { defaultOutcomeEnv } from "./outcome-env";
import { madeQueryClient } from "./query-client-slot";
import { currentRequestContext } from "./request-context";
import type { RequestOptions } from "./request-options";
import { fetchOutcome } from "./request-outcome";

/**
 * One API call with the behaviour of SPEC §7 and §8: toasts, the 401 redirect, callbacks.
 * Resolves with the envelope on success and null on failure; never rejects for an HTTP or
 * network failure. `env` replaces the browser surroundings (toasts, navigation) when given.
 *
 * The query cache is reached lazily: a GET loads it with its first call (read-through-cache.ts),
 * and a change forgets entries only in a cache that exists, so a page whose first act is a
 * change (adding to the cart from the storefront) carries no query library in its first load.
 */
export async function request<T>(
  options: RequestOptions<T>,
  env?: OutcomeEnv,
): Promise<Envelope<T> | null> {
  const interpreted =
    options.method === "GET" ? await readLazily(options) : await sendChange(options);

  applyInterpretedOutcome(interpreted, options, env ?? defaultOutcomeEnv());
  if (interpreted.ok) {
    options.onSuccess?.(interpreted.envelope);
    return interpreted.envelope;
  }
  options.onFailure?.(interpreted.failure);
  return null;
}

/**
 * A GET through the cache, loading it first if need be. The cache's code not arriving (the
 * connection dropped, a deploy replaced the chunk) is a failed call like any other, so
 * `request` keeps its promise never to reject for one.
 */
async function readLazily<T>(options: RequestOptions<T>): Promise<InterpretedOutcome<T>> {
  let cache: typeof import("./read-through-cache");
  try {
    cache = await import("./read-through-cache");
  } catch (error) {
    return interpretOutcome<T>({ type: "thrown", error }, options);
  }
  return cache.readThroughCache(options);
}

async function sendChange<T>(options: RequestOptions<T>): Promise<InterpretedOutcome<T>> {
  const outcome = await fetchOutcome(buildRequest(options, currentRequestContext()));
  // Even a failed change may have changed something on the server; the cache cannot tell.
  const queryClient = madeQueryClient();
  if (queryClient) forgetCachedEntry(queryClient, options.cacheKey);
  return interpretOutcome<T>(outcome, options);
}

/**
 * SPEC §7: a change deletes the cache entries under its key. Entries nobody is showing are
 * removed; entries on screen are refetched instead, so the page shows new data, not nothing.
 */
export function forgetCachedEntry(queryClient: QueryClient, cacheKey: string | undefined): void {
  if (!cacheKey) return;
  const queryKey = [cacheKey];
  queryClient.removeQueries({ queryKey, type: "inactive" });
  void queryClient.invalidateQueries({ queryKey, refetchType: "active" });
}
