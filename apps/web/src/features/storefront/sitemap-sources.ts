import type { ProductCard, ShopCard } from "@kesht/contracts";
import type { ApiResult } from "@/lib/server/fetch-api";
import { outsideRequestScope } from "@/lib/server/request-scope";
import type { SitemapSources } from "./sitemap-entries";
import { getCategories, getProducts, getShops, getSubcategories } from "./storefront-reads";

/** Caps that keep the sitemap one file and its build a few dozen API calls. */
export const SITEMAP_MAX_PRODUCTS = 5000;
export const SITEMAP_MAX_SHOPS = 2000;
const PAGE_SIZE = 48;

/** Regenerated at most hourly: a crawler asks often, the catalogue rarely needs a new one. */
const TTL_MS = 60 * 60 * 1000;
/** After a failed read, try again soon rather than serve a thin sitemap for an hour. */
const FAILED_TTL_MS = 60 * 1000;

async function readPages<T>(
  read: (page: number) => Promise<ApiResult<{ items: T[]; has_more: boolean }>>,
  cap: number,
): Promise<{ items: T[]; complete: boolean }> {
  const items: T[] = [];
  for (let page = 1; items.length < cap; page += 1) {
    const result = await read(page);
    if (!result.ok) return { items, complete: false };
    items.push(...result.data.items);
    if (!result.data.has_more) break;
  }
  return { items: items.slice(0, cap), complete: true };
}

async function readSources(): Promise<{ sources: SitemapSources; complete: boolean }> {
  const [categories, subcategories, shops, products] = await Promise.all([
    getCategories(),
    getSubcategories(),
    readPages<ShopCard>((page) => getShops({ page, per_page: PAGE_SIZE }), SITEMAP_MAX_SHOPS),
    readPages<ProductCard>(
      (page) => getProducts({ sort: "newest", page, per_page: PAGE_SIZE }),
      SITEMAP_MAX_PRODUCTS,
    ),
  ]);
  return {
    sources: {
      categories: [
        ...(categories.ok ? categories.data : []),
        ...(subcategories.ok ? subcategories.data : []),
      ],
      shops: shops.items,
      products: products.items,
    },
    complete: categories.ok && subcategories.ok && shops.complete && products.complete,
  };
}

let cached: { at: number; ttl: number; sources: Promise<SitemapSources> } | null = null;

/**
 * What the sitemap lists, kept in this server process for an hour (a minute after a failure).
 * Concurrent requests share one read. Kept in memory rather than in Next's data cache, which
 * outlives restarts, so a new server never serves an old catalogue.
 */
export function sitemapSources(now = Date.now()): Promise<SitemapSources> {
  if (cached && now - cached.at < cached.ttl) return cached.sources;
  const entry = { at: now, ttl: TTL_MS, sources: Promise.resolve<SitemapSources>(emptySources) };
  // One build serves every visitor for an hour: it is the web server's own read, not the
  // crawler's who happened to ask first.
  entry.sources = outsideRequestScope(readSources).then(({ sources, complete }) => {
    if (!complete) entry.ttl = FAILED_TTL_MS;
    return sources;
  });
  cached = entry;
  return entry.sources;
}

const emptySources: SitemapSources = { categories: [], shops: [], products: [] };
