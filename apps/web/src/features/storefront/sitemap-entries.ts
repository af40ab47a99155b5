import type { MetadataRoute } from "next";
import { paths } from "@/lib/paths";
import { categoryHref } from "./product-filters";
import { absoluteUrl } from "./site-url";

export interface SitemapSources {
  categories: readonly { id: number; title_en: string }[];
  shops: readonly { id: number }[];
  products: readonly { id: number; created_at: string; image: { url: string } | null }[];
}

/** Public pages that are always there. */
const fixedPages = [
  { path: "/", changeFrequency: "daily", priority: 1 },
  { path: "/customer/products", changeFrequency: "hourly", priority: 0.9 },
  { path: "/customer/categories", changeFrequency: "weekly", priority: 0.7 },
  { path: "/customer/shops", changeFrequency: "daily", priority: 0.7 },
  { path: "/about-us", changeFrequency: "monthly", priority: 0.3 },
  { path: "/terms", changeFrequency: "monthly", priority: 0.3 },
] as const;

/** Next writes `<loc>` as given, so the `&` between query parameters must be escaped here. */
export function xmlEscape(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/**
 * Every URL the sitemap lists: the fixed pages, each category's listing, each shop and each
 * product (with its cover image). Whatever could not be read is simply left out.
 */
export function buildSitemap(siteUrl: string, sources: SitemapSources): MetadataRoute.Sitemap {
  const url = (path: string) => xmlEscape(absoluteUrl(path, siteUrl));
  return [
    ...fixedPages.map(({ path, changeFrequency, priority }) => ({
      url: url(path),
      changeFrequency,
      priority,
    })),
    ...sources.categories.map((category) => ({
      url: url(categoryHref({ id: category.id, title: category.title_en })),
      changeFrequency: "daily" as const,
      priority: 0.6,
    })),
    ...sources.shops.map((shop) => ({
      url: url(paths.shop(shop.id)),
      changeFrequency: "daily" as const,
      priority: 0.5,
    })),
    ...sources.products.map((product) => ({
      url: url(paths.product(product.id)),
      lastModified: product.created_at,
      changeFrequency: "weekly" as const,
      priority: 0.8,
      ...(product.image ? { images: [url(product.image.url)] } : {}),
    })),
  ];
}
