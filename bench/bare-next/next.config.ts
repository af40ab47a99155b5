import type { NextConfig } from "next";

/**
 * As bare as Next gets: nothing but what the storefront also turns off, and, when the bench
 * names the API (BARE_API_URL, read at build time, as the bench builds this page each run),
 * `/api/v1` forwarded to it so the product photos come from this page's own origin, as the
 * storefront's do.
 */
const api = process.env.BARE_API_URL;

const nextConfig: NextConfig = {
  poweredByHeader: false,
  ...(api
    ? { rewrites: async () => [{ source: "/api/v1/:path*", destination: `${api}/api/v1/:path*` }] }
    : {}),
};

export default nextConfig;
