"use client";

import { useEffect } from "react";
import { isNumber, isRecord } from "@/lib/plain-checks";
import type { AppData } from "@/lib/state/app-state";
import { withAppStore } from "@/lib/state/client-view";
import { fetchEnvelope } from "./fetch-envelope";
import { RequestError } from "./request-error";

type RateField = keyof AppData["rates"];

const ratePaths: Record<RateField, string> = {
  usdToRial: "/convert/usd-to-rial",
  usdToAed: "/convert/usd-to-aed",
};

/** Rates change rarely; a remount of the app (or StrictMode's double effect) reuses the answer. */
const RATE_FRESH_MS = 5 * 60 * 1000;

/** A failure that may pass on a second try (offline for a moment, a 5xx) is tried again once. */
const RETRY_AFTER_MS = 1000;

/**
 * Each rate's answer, shared by every caller for RATE_FRESH_MS, and which paths have failed.
 * Plain fetches and a few variables rather than the query cache: the rates load on every page,
 * and the query library stays out of their first load (issue 26).
 */
const answers = new Map<string, { at: number; rate: Promise<number> }>();
const failed = new Set<string>();
const failureListeners = new Set<() => void>();

/** At app start, loads the dollar→rial and dollar→dirham rates into the store (SPEC §7). */
export function useBootstrapRates(): void {
  useEffect(() => {
    void loadRates((rates) => withAppStore((store) => store.getState().setRates(rates)));
  }, []);
}

/**
 * Both rates, each stored as soon as it arrives. A background load: a failure bothers no one
 * with a toast (the previous rates stay) and is only logged.
 */
export async function loadRates(
  setRates: (rates: Partial<AppData["rates"]>) => void,
): Promise<void> {
  await Promise.all(
    (Object.keys(ratePaths) as RateField[]).map(async (field) => {
      const path = ratePaths[field];
      try {
        setRates({ [field]: await rateOf(path) });
        markFailed(path, false);
      } catch (error) {
        markFailed(path, true);
        console.warn(`[rates] could not load ${path}`, error);
      }
    }),
  );
}

/** Whether the last load of the rate at `path` failed (the home page then says so). */
export function hasRateFailed(path: string): boolean {
  return failed.has(path);
}

export function subscribeToRateFailures(listener: () => void): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

/** Forgets every answer, so the next load asks again (tests start each case afresh). */
export function forgetRates(): void {
  answers.clear();
  failed.clear();
}

function markFailed(path: string, hasFailed: boolean): void {
  if (failed.has(path) === hasFailed) return;
  if (hasFailed) failed.add(path);
  else failed.delete(path);
  for (const listener of failureListeners) listener();
}

function rateOf(path: string): Promise<number> {
  const known = answers.get(path);
  if (known && Date.now() - known.at < RATE_FRESH_MS) return known.rate;
  const rate = fetchRate(path).catch((error: unknown) => {
    // A failure is not kept: the next load asks again.
    if (answers.get(path)?.rate === rate) answers.delete(path);
    throw error;
  });
  answers.set(path, { at: Date.now(), rate });
  return rate;
}

async function fetchRate(path: string, isSecondTry = false): Promise<number> {
  let envelope: { data: unknown };
  try {
    envelope = await fetchEnvelope<unknown>({
      method: "GET",
      path,
      payload: { usd: 1 },
      label: `rate ${path}`,
    });
  } catch (error) {
    if (isSecondTry || !mayPassOnRetry(error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
    return fetchRate(path, true);
  }
  // conversionSchema's `rate`, checked by hand: the rates load on every page, zod would too.
  const data = envelope.data;
  if (isRecord(data) && isNumber(data.rate)) return data.rate;
  throw new Error(`${path} answered without a rate`);
}

function mayPassOnRetry(error: unknown): boolean {
  if (!(error instanceof RequestError)) return false;
  const { kind, status } = error.failure;
  return kind === "network" || (status !== undefined && status >= 500);
}
