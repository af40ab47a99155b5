import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

/**
 * next-intl without locale routing: the locale comes from the `lang` cookie
 * (src/lib/i18n/request.ts). The catalogues under messages/ are compiled when the app is built
 * (ICU syntax to icu-minify's compact form), so the browser formats them without
 * intl-messageformat's parser (issue 15). `locales` is only read by message extraction, which
 * we do not use.
 */
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./src/lib/i18n/request.ts",
  experimental: {
    messages: { path: "./messages", format: "json", locales: "infer", precompile: true },
  },
});

/**
 * Headers for every page. The Content-Security-Policy is not among them: it carries a nonce
 * for each request, so the custom web server sets it (server/content-security-policy.ts).
 */
const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(self)" },
];

const nextConfig: NextConfig = {
  // The contracts package ships TypeScript sources, not built JavaScript.
  transpilePackages: ["@kesht/contracts"],
  experimental: {
    // Their entry files re-export everything: resolving imports to the files that define them
    // keeps what a page does not use out of its JavaScript (issue 15).
    optimizePackageImports: ["react-aria-components", "react-aria", "@kesht/contracts"],
  },
  poweredByHeader: false,
  // Uploads are stored at a few widths by the API and served as they are (ProductImage's
  // loader); only the banners shipped with the app go through Next's optimiser for `srcset`.
  images: { localPatterns: [{ pathname: "/banners/**" }] },
  // The end-to-end tier builds the app right after `npm run typecheck` checked the same
  // sources (CI runs both); it skips Next's second type check of them.
  typescript: { ignoreBuildErrors: process.env.KESHT_BUILD_SKIP_TYPECHECK === "1" },
  // The custom server (server/main.ts) compresses, outside its rate-limit page replacement.
  compress: false,
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
  // Browsers ask for /favicon.ico on their own (e.g. beside a PDF document, which has no
  // <link rel="icon">): answer with the app's icon instead of a 404.
  async rewrites() {
    return [{ source: "/favicon.ico", destination: "/icon.svg" }];
  },
  // The API proxy lives in the custom web server (server/api-proxy.ts), not in `rewrites`:
  // rewrites are fixed at build time, API_URL is read when the server starts and may name
  // several APIs to fail over between.
};

export default withNextIntl(nextConfig);
