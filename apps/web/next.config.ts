import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

// next-intl without locale routing: the locale comes from the `lang` cookie (src/i18n/request.ts).
const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

const nextConfig: NextConfig = {
  // The contracts package ships TypeScript sources, not built JavaScript.
  transpilePackages: ["@kesht/contracts"],
  poweredByHeader: false,
  // The API proxy lives in src/proxy.ts, not in `rewrites`, because rewrites are fixed at
  // build time and API_URL must be read when the server starts.
};

export default withNextIntl(nextConfig);
