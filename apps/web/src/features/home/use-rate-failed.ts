import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether the app-start load of a rate (see useBootstrapRates) has failed, read from the query
 * cache, whose keys start with the API path. The home page then says so instead of showing a
 * skeleton for ever.
 */
export function useRateFailed(path: string): boolean {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const hasFailed = useCallback(
    () =>
      queryClient
        .getQueryCache()
        .findAll({ queryKey: [path] })
        .some((query) => query.state.status === "error"),
    [queryClient, path],
  );
  return useSyncExternalStore(subscribe, hasFailed, notFailed);
}

function notFailed(): boolean {
  return false;
}
