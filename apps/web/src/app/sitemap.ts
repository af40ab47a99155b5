import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { siteUrl } from "@/features/storefront/site-url";
import { buildSitemap } from "@/features/storefront/sitemap-entries";
import { sitemapSources } from "@/features/storefront/sitemap-sources";

/**
 * `/sitemap.xml`: the public pages, category listings, shops and the newest products. Built
 * when asked (the API is not running at build time) and kept for an hour in the server.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  return buildSitemap(siteUrl(), await sitemapSources());
}
