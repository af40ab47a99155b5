"use client";

import type { Envelope } from "@kesht/contracts";
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { gcTimeOf, queryKeyOf, staleTimeOf } from "./cache-policy";
import { fetchEnvelope } from "./fetch-envelope";
import { getQueryClient, REPORT_FAILURES_META } from "./query-client";
import type { RequestError } from "./request-error";
import type { RequestOptions } from "./request-options";

export type ApiQueryOptions<T> = Omit<RequestOptions<T>, "method" | "onSuccess" | "onFailure"> & {
  /** False holds the query back (e.g. until the user is signed in). */
  enabled?: boolean;
};

/**
 * A GET for components, on the same key, fetch and failure handling as `request`: failures
 * show their toasts (or lead to /auth) once the query has finally failed.
 * The client is handed to the hook rather than read from a provider, so `request` shares its
 * cache and no page carries the query library in its first load only to provide it.
 */
export function useApiQuery<T>(
  options: ApiQueryOptions<T>,
): UseQueryResult<Envelope<T>, RequestError> {
  const { enabled, ...call } = options;
  return useQuery(
    {
      queryKey: queryKeyOf(call),
      queryFn: () => fetchEnvelope<T>({ ...call, method: "GET" }),
      staleTime: staleTimeOf(call),
      ...gcTimeOf(call),
      ...(enabled === undefined ? {} : { enabled }),
      meta: REPORT_FAILURES_META,
    },
    getQueryClient(),
  );
}
