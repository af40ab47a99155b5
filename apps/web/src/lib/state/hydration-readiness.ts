import { createStore, type StoreApi } from "zustand/vanilla";

/**
 * A one-way "ready" flag: false at first (and always on the server), true once the persisted
 * state has loaded, failed to load, or timed out. A zustand store so React reads it through
 * zustand's useSyncExternalStore, whose server snapshot (the initial false) keeps the server and
 * hydration renders identical.
 */
export type HydrationReadiness = StoreApi<{ ready: boolean }>;

export function createHydrationReadiness(): HydrationReadiness {
  return createStore<{ ready: boolean }>()(() => ({ ready: false }));
}

export function markReady(readiness: HydrationReadiness): void {
  if (!readiness.getState().ready) readiness.setState({ ready: true });
}
