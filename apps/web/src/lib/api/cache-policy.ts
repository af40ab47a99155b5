import type { QueryKey } from "@tanstack/react-query";
import type { RequestOptions } from "./request-options";

type CacheOptions = Pick<
  RequestOptions<unknown>,
  "path" | "payload" | "cacheKey" | "cacheTime" | "readCache"
>;

/** TanStack's default garbage-collection time for unused entries. */
const DEFAULT_GC_TIME_MS = 5 * 60 * 1000;

/**
 * Path and payload, under the caller's cacheKey when there is one: a change naming that key
 * then drops every entry under it (TanStack matches key prefixes), while different payloads
 * under one name never answer for each other.
 */
export function queryKeyOf(options: CacheOptions): QueryKey {
  const entry = [options.path, options.payload ?? {}];
  return options.cacheKey ? [options.cacheKey, ...entry] : entry;
}

/**
 * How long a cached answer may stand in for the server: only when the caller opted in with
 * `readCache`, for `cacheTime` ms, or for as long as the entry lives when no time is given
 * (SPEC §7: "answered from cache when an entry exists").
 */
export function staleTimeOf(options: CacheOptions): number {
  if (!options.readCache) return 0;
  return options.cacheTime ?? Number.POSITIVE_INFINITY;
}

/** Keeps an entry at least as long as it is meant to be fresh. */
export function gcTimeOf(options: CacheOptions): { gcTime?: number } {
  const { cacheTime } = options;
  return cacheTime !== undefined && cacheTime > DEFAULT_GC_TIME_MS ? { gcTime: cacheTime } : {};
}

/** Reference lists (countries, provinces, units, reasons…) change about never. */
export const REFERENCE_CACHE_MS = 60 * 60 * 1000;

/** The one cache policy of reference-data reads: answered from cache, one load per visit. */
export const referenceDataCache = { readCache: true, cacheTime: REFERENCE_CACHE_MS } as const;
