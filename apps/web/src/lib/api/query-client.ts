import {
  defaultShouldDehydrateQuery,
  isServer,
  type Query,
  QueryCache,
  QueryClient,
} from "@tanstack/react-query";
import { reportFailure } from "./handle-outcome";
import { defaultOutcomeEnv } from "./outcome-env";
import { holdQueryClient, madeQueryClient } from "./query-client-slot";
import { RequestError } from "./request-error";

/** Query meta of the queries whose failures are shown to the user (see useApiQuery). */
export const REPORT_FAILURES_META = { reportFailures: true } as const;

/**
 * The browser keeps one client for the life of the tab, so the cache survives navigation.
 * The server makes a new one per call: a shared one would leak one visitor's data to another.
 * Hooks are handed it directly (`useQuery(options, getQueryClient())`) rather than through a
 * provider around the app, so pages that show nothing from the cache never load the library.
 */
export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  const made = madeQueryClient();
  if (made) return made;
  const client = makeQueryClient();
  // What QueryClientProvider did when it was drawn: the client follows window focus and the
  // connection, so queries on screen refetch when the person comes back or is online again.
  client.mount();
  holdQueryClient(client);
  return client;
}

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    // Reported here, once a query has finally failed, rather than in the query function, so a
    // retried query does not show its error twice.
    queryCache: new QueryCache({ onError: reportQueryFailure }),
    defaultOptions: {
      queries: {
        staleTime: 0,
        // Waiting for a retry would hold up a server render; the browser will fetch again.
        retry: isServer ? false : retryOnceUnlessRefused,
      },
      // A repeated change could be applied twice.
      mutations: { retry: false },
      dehydrate: {
        // Lets server components start a query and stream it to the client while pending.
        shouldDehydrateQuery: (query) =>
          defaultShouldDehydrateQuery(query) || query.state.status === "pending",
      },
    },
  });
}

/**
 * One retry, for failures that may pass on a second try (network, 5xx). A 4xx or a refusal in
 * the envelope is the server's considered answer and would only come back again.
 */
export function retryOnceUnlessRefused(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (!(error instanceof RequestError)) return true;
  const { kind, status } = error.failure;
  if (kind === "envelope" || kind === "unauthorized") return false;
  return status === undefined || status < 400 || status >= 500;
}

function reportQueryFailure(error: Error, query: Query<unknown, unknown, unknown>): void {
  if (query.meta?.reportFailures !== true || !(error instanceof RequestError)) return;
  reportFailure(error.failure, defaultOutcomeEnv());
}
