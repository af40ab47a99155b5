"use client";

import {
  type CategorySuggestion,
  type Language,
  searchCategoriesQuerySchema,
} from "@kesht/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { queryKeyOf } from "@/lib/api/cache-policy";
import { fetchEnvelope } from "@/lib/api/fetch-envelope";
import { getQueryClient, REPORT_FAILURES_META } from "@/lib/api/query-client";

/** The longest text `GET /search-categories` accepts (its query schema). */
export const SEARCH_TEXT_MAX_LENGTH = searchCategoriesQuerySchema.shape.search.maxLength ?? 100;

/**
 * The same text is often applied again while someone edits (rice → ric → rice); a short
 * freshness window saves those calls without keeping counts stale for long.
 */
const SUGGESTIONS_FRESH_MS = 30_000;

export interface CategorySuggestions {
  suggestions: CategorySuggestion[];
  /** A request for the current text is on its way (earlier results may still show). */
  isLoading: boolean;
  /** The last request for the current text failed. */
  isError: boolean;
  /** The results shown belong to the current text (not held over from the previous one). */
  isCurrent: boolean;
  retry: () => void;
}

/**
 * Category suggestions for the applied search text (SPEC §7 `GET search-categories`).
 * Nothing is requested while the text is empty (SPEC §5), and empty text has no suggestions;
 * while a new text loads, the previous text's suggestions stay on screen.
 */
export function useCategorySuggestions(text: string, language: Language): CategorySuggestions {
  const search = text.trim();
  const hasText = search !== "";
  const call = {
    method: "GET",
    path: "/search-categories",
    payload: { search, lang: language },
    label: "search suggestions",
  } as const;
  const query = useQuery(
    {
      queryKey: queryKeyOf(call),
      queryFn: () => fetchEnvelope<CategorySuggestion[]>(call),
      enabled: hasText,
      staleTime: SUGGESTIONS_FRESH_MS,
      placeholderData: keepPreviousData,
      meta: REPORT_FAILURES_META,
    },
    getQueryClient(),
  );

  if (!hasText) {
    return { suggestions: [], isLoading: false, isError: false, isCurrent: true, retry: noop };
  }
  return {
    suggestions: query.data?.data ?? [],
    isLoading: query.isFetching,
    isError: query.isError && !query.isFetching,
    isCurrent: !query.isPlaceholderData,
    retry: () => void query.refetch(),
  };
}

function noop() {}
