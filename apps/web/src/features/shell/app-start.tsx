"use client";

import { useSessionSync } from "@/features/auth";
import { useBootstrapRates } from "@/lib/api";

/**
 * Work done once when the app starts: today's rates for the home page and prices (SPEC §7),
 * and the saved session checked against the server's.
 */
export function AppStart() {
  useBootstrapRates();
  useSessionSync();
  return null;
}
