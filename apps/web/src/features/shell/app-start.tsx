"use client";

import { useBootstrapRates } from "@/lib/api";

/** Work done once when the app starts: today's rates for the home page and prices (SPEC §7). */
export function AppStart() {
  useBootstrapRates();
  return null;
}
