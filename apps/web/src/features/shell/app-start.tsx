"use client";

import { useEffect } from "react";
import { useSessionSync } from "@/features/auth";
import { useServiceWorker } from "@/features/installable";
import { useBootstrapRates } from "@/lib/api/use-bootstrap-rates";
import { loadAppStore, useStateReady } from "@/lib/state/client-view";

/**
 * Work done once when the app starts: the saved state loaded once the page has shown (its store
 * is not in the first load, decision 047), today's rates for the home page and prices (SPEC §7),
 * and the saved session checked against the server's. Once the saved state has loaded the page
 * says so on `<html data-app-ready>`: the page shows before that (decision 027), and whatever
 * waits for a fully working page (the end-to-end tests) waits for the mark.
 */
export function AppStart() {
  useSavedStateAfterPaint();
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

/** Loads the saved state when the browser is idle after the first paint (within a second). */
function useSavedStateAfterPaint(): void {
  useEffect(() => {
    const load = () => {
      loadAppStore().catch((error: unknown) =>
        console.warn("[state] the saved state could not load", error),
      );
    };
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(load, { timeout: 1000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(load, 0);
    return () => window.clearTimeout(timer);
  }, []);
}
