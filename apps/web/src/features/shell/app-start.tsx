"use client";

import { useEffect } from "react";
import { useSessionSync } from "@/features/auth";
import { useServiceWorker } from "@/features/installable";
import { useBootstrapRates } from "@/lib/api";
import { useStateReady } from "@/lib/state/app-store";

/**
 * Work done once when the app starts: today's rates for the home page and prices (SPEC §7),
 * and the saved session checked against the server's. Once the saved state has loaded the page
 * says so on `<html data-app-ready>`: the page shows before that (decision 027), and whatever
 * waits for a fully working page (the end-to-end tests) waits for the mark.
 */
export function AppStart() {
  useBootstrapRates();
  useSessionSync();
  // The installable app's worker: registered after the page has loaded (push, the driver's
  // job page offline).
  useServiceWorker();
  const isReady = useStateReady();
  useEffect(() => {
    if (isReady) document.documentElement.dataset.appReady = "";
  }, [isReady]);
  return null;
}
