"use client";

import type { Envelope } from "@kesht/contracts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { queryKeyOf } from "@/lib/api/cache-policy";
import { fetchEnvelope } from "@/lib/api/fetch-envelope";
import { getQueryClient, REPORT_FAILURES_META } from "@/lib/api/query-client";

/** The API's page of a list (`pageOf` in the contracts). */
export interface ListPage<T> {
  items: T[];
  page: number;
  per_page: number;
  has_more: boolean;
}

/**
 * A paged list read page by page ("Load more"), on the request layer's fetch and failure
 * handling. Its key starts with the caller's cacheKey, so a change naming that key refetches
 * every page shown.
 */
export function usePagedList<T>(options: {
  path: string;
  payload: Record<string, unknown>;
  cacheKey: string;
  perPage: number;
}) {
  const { path, payload, cacheKey, perPage } = options;
  return useInfiniteQuery(
    {
      queryKey: [...queryKeyOf({ path, payload, cacheKey }), "pages"],
      queryFn: ({ pageParam }) =>
        fetchEnvelope<ListPage<T>>({
          method: "GET",
          path,
          payload: { ...payload, page: pageParam, per_page: perPage },
        }),
      initialPageParam: 1,
      getNextPageParam: (last: Envelope<ListPage<T>>) =>
        last.data.has_more ? last.data.page + 1 : undefined,
      meta: REPORT_FAILURES_META,
    },
    getQueryClient(),
  );
}

/** Every item of the pages loaded so far, in order. */
export function itemsOf<T>(pages: readonly Envelope<ListPage<T>>[] | undefined): T[] {
  return pages?.flatMap((page) => page.data.items) ?? [];
}
