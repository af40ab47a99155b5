import type { QueryClient } from "@tanstack/react-query";

/**
 * The browser's query client once something has made it, read without loading the query
 * library: a change (request.ts) forgets cached entries only when there is a cache at all, and
 * a storefront page that has shown nothing from the cache never loads the library for that.
 */
let made: QueryClient | undefined;

export function madeQueryClient(): QueryClient | undefined {
  return made;
}

export function holdQueryClient(client: QueryClient): void {
  made = client;
}
