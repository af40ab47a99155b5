import { useStore } from "zustand";
import { createAppStore } from "./create-app-store";
import { keepOnlyPublicData } from "./public-data";

export type { AccountType, AppData, AppState } from "./app-state";
export type { AppStore } from "./create-app-store";

// One store per browser tab. On the server this module is shared by every request, so nothing
// there may write to it: it stays at its defaults (no storage is reachable on the server).
const appStore = createAppStore();

/** The app's client state (SPEC §3), persisted in localStorage under "kesht-state". */
export const useAppStore = appStore.store;

/**
 * True once the persisted state has loaded (or failed, or timed out after 5 s, SPEC §9).
 * False while rendering on the server and during hydration, so server and client markup agree.
 */
export function useStateReady(): boolean {
  return useStore(appStore.readiness, (readiness) => readiness.ready);
}

/**
 * After a 401 (SPEC §8): forget the session, user, token and search history, keep only the
 * language and the public rates. Goes through the store so memory and storage agree.
 */
export function clearPersistedSession(): void {
  useAppStore.setState(keepOnlyPublicData);
}
