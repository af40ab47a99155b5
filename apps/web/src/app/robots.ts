import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { siteUrl } from "@/features/storefront/site-url";

/**
 * `/robots.txt`: crawl the storefront, not the account, shop or admin pages, nor the API.
 * Rendered when asked, so PUBLIC_SITE_URL is read from the running server's environment.
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection();
  const base = siteUrl();
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: [
        "/shop",
        "/admin",
        "/auth",
        "/customer/cart",
        "/customer/profile",
        "/customer/orders",
        "/customer/addresses",
        "/api",
      ],
    },
    sitemap: `${base}/sitemap.xml`,
  };
}
