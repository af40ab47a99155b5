import { useCallback, useSyncExternalStore } from "react";
import { hasRateFailed, subscribeToRateFailures } from "@/lib/api/use-bootstrap-rates";

/**
 * Whether the app-start load of a rate (see useBootstrapRates) has failed. The home page then
 * says so instead of showing a skeleton for ever.
 */
export function useRateFailed(path: string): boolean {
  const hasFailed = useCallback(() => hasRateFailed(path), [path]);
  return useSyncExternalStore(subscribeToRateFailures, hasFailed, notFailed);
}

function notFailed(): boolean {
  return false;
}
