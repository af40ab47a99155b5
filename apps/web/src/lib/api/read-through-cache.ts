import { isCancelledError } from "@tanstack/react-query";
import { gcTimeOf, queryKeyOf, staleTimeOf } from "./cache-policy";
import { fetchEnvelope } from "./fetch-envelope";
import { type InterpretedOutcome, interpretOutcome } from "./interpret-outcome";
import { getQueryClient } from "./query-client";
import { RequestError } from "./request-error";
import type { RequestOptions } from "./request-options";

/**
 * A GET through the TanStack cache, which also joins identical calls already in flight.
 * Loaded by `request` with its first GET, so the query library stays out of the first load of
 * pages that only send changes (the storefront's add to cart) or nothing at all.
 */
export async function readThroughCache<T>(
  options: RequestOptions<T>,
  isSecondTry = false,
): Promise<InterpretedOutcome<T>> {
  try {
    const envelope = await getQueryClient().fetchQuery({
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
    if (isCancelledError(error) && !isSecondTry) return readThroughCache(options, true);
    return interpretOutcome<T>({ type: "thrown", error }, options);
  }
}
