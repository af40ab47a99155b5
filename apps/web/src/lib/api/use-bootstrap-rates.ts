"use client";

import type { QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { isNumber, isRecord } from "@/lib/plain-checks";
import { type AppData, useAppStore } from "@/lib/state/app-store";
import { fetchEnvelope } from "./fetch-envelope";
import { getQueryClient } from "./query-client";

type RateField = keyof AppData["rates"];

const ratePaths: Record<RateField, string> = {
  usdToRial: "/convert/usd-to-rial",
  usdToAed: "/convert/usd-to-aed",
};

/** Rates change rarely; a remount of the app (or StrictMode's double effect) reuses the answer. */
const RATE_FRESH_MS = 5 * 60 * 1000;

/** At app start, loads the dollar→rial and dollar→dirham rates into the store (SPEC §7). */
export function useBootstrapRates(): void {
  useEffect(() => {
    void loadRates(getQueryClient(), useAppStore.getState().setRates);
  }, []);
}

/**
 * Both rates, each stored as soon as it arrives. A background load: a failure bothers no one
 * with a toast (the previous rates stay) and is only logged.
 */
export async function loadRates(
  queryClient: QueryClient,
  setRates: (rates: Partial<AppData["rates"]>) => void,
): Promise<void> {
  await Promise.all(
    (Object.keys(ratePaths) as RateField[]).map(async (field) => {
      try {
        setRates({ [field]: await fetchRate(queryClient, ratePaths[field]) });
      } catch (error) {
        console.warn(`[rates] could not load ${ratePaths[field]}`, error);
      }
    }),
  );
}

async function fetchRate(queryClient: QueryClient, path: string): Promise<number> {
  const payload = { usd: 1 };
  const envelope = await queryClient.fetchQuery({
    queryKey: [path, payload],
    queryFn: () => fetchEnvelope<unknown>({ method: "GET", path, payload, label: `rate ${path}` }),
    staleTime: RATE_FRESH_MS,
  });
  // conversionSchema's `rate`, checked by hand: the rates load on every page, zod would too.
  const data = envelope.data;
  if (isRecord(data) && isNumber(data.rate)) return data.rate;
  throw new Error(`${path} answered without a rate`);
}
