import type { Envelope } from "@kesht/contracts";
import { isCancelledError, type QueryClient } from "@tanstack/react-query";
import { buildRequest } from "./build-request";
import { gcTimeOf, queryKeyOf, staleTimeOf } from "./cache-policy";
import { fetchEnvelope } from "./fetch-envelope";
import { applyInterpretedOutcome, type OutcomeEnv } from "./handle-outcome";
import { type InterpretedOutcome, interpretOutcome } from "./interpret-outcome";
import { defaultOutcomeEnv } from "./outcome-env";
import { getQueryClient } from "./query-client";
import { currentRequestContext } from "./request-context";
import { RequestError } from "./request-error";
import type { RequestOptions } from "./request-options";
import { fetchOutcome } from "./request-outcome";

/**
 * One API call with the behaviour of SPEC §7 and §8: toasts, the 401 redirect, callbacks.
 * Resolves with the envelope on success and null on failure; never rejects for an HTTP or
 * network failure. `env` replaces the browser surroundings (toasts, navigation) when given.
 */
export async function request<T>(
  options: RequestOptions<T>,
  env?: OutcomeEnv,
): Promise<Envelope<T> | null> {
  const queryClient = getQueryClient();
  const interpreted =
    options.method === "GET"
      ? await readThroughCache(queryClient, options)
      : await sendChange(queryClient, options);

  applyInterpretedOutcome(interpreted, options, env ?? defaultOutcomeEnv());
  if (interpreted.ok) {
    options.onSuccess?.(interpreted.envelope);
    return interpreted.envelope;
  }
  options.onFailure?.(interpreted.failure);
  return null;
}

/** GETs go through the TanStack cache, which also joins identical calls already in flight. */
async function readThroughCache<T>(
  queryClient: QueryClient,
  options: RequestOptions<T>,
  isSecondTry = false,
): Promise<InterpretedOutcome<T>> {
  try {
    const envelope = await queryClient.fetchQuery({
      queryKey: queryKeyOf(options),
      queryFn: () => fetchEnvelope<T>(options),
      staleTime: staleTimeOf(options),
      ...gcTimeOf(options),
      // The caller hears about the failure at once, through its callback and a toast.
      retry: false,
    });
    return { ok: true, envelope };
  } catch (error) {
    if (error instanceof RequestError) return { ok: false, failure: error.failure };
    // A change to the same cacheKey dropped this entry while it loaded, so its answer may be
    // outdated already: ask again rather than report an error.
    if (isCancelledError(error) && !isSecondTry)
      return readThroughCache(queryClient, options, true);
    return interpretOutcome<T>({ type: "thrown", error }, options);
  }
}

async function sendChange<T>(
  queryClient: QueryClient,
  options: RequestOptions<T>,
): Promise<InterpretedOutcome<T>> {
  const outcome = await fetchOutcome(buildRequest(options, currentRequestContext()));
  // Even a failed change may have changed something on the server; the cache cannot tell.
  forgetCachedEntry(queryClient, options.cacheKey);
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
