import type { NextConfig } from "next";

/** As bare as Next gets: nothing but what the storefront also turns off. */
const nextConfig: NextConfig = { poweredByHeader: false };

export default nextConfig;
