"use client";

import type { StockType } from "@kesht/contracts";
import { useEffect, useSyncExternalStore } from "react";
import { fetchEnvelope } from "@/lib/api/fetch-envelope";
import { reportFailure } from "@/lib/api/handle-outcome";
import { defaultOutcomeEnv } from "@/lib/api/outcome-env";
import { RequestError } from "@/lib/api/request-error";

/*
 * The stock units (`GET /stock-types`), read once per page load and shared by every amount on
 * the page. A plain fetch and a few variables rather than the query cache: the product page's
 * "Add to cart" needs them, and the query library stays out of that page's first load.
 */
let units: readonly StockType[] | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function loadUnits(): Promise<void> {
  loading ??= fetchEnvelope<StockType[]>({ method: "GET", path: "/stock-types" }).then(
    (envelope) => {
      units = envelope.data;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      // The next page to need them asks again; until then whole steps, which every unit takes.
      loading = null;
      if (error instanceof RequestError) reportFailure(error.failure, defaultOutcomeEnv());
    },
  );
  return loading;
}

/** Forgets the units read (tests start each case afresh). */
export function forgetStockUnits(): void {
  units = null;
  loading = null;
}

/** Which units may be bought in fractions; product and cart rows carry only the unit's id. */
export function useFractionalUnits(): (stockTypeId: number) => boolean {
  const rows = useSyncExternalStore(
    subscribe,
    () => units,
    () => null,
  );
  useEffect(() => {
    void loadUnits();
  }, []);
  // Until the units are known, whole steps: the API accepts them for every unit.
  return (stockTypeId) => rows?.find((row) => row.id === stockTypeId)?.allows_fraction ?? false;
}
