import { connectAppStore } from "./client-view";
import { createAppStore } from "./create-app-store";
import { keepOnlyPublicData } from "./public-data";

export type { AccountType, AppData, AppState } from "./app-state";
export { useStateReady } from "./client-view";
export type { AppStore } from "./create-app-store";

// One store per browser tab. On the server this module is shared by every request, so nothing
// there may write to it: it stays at its defaults (no storage is reachable on the server).
const appStore = createAppStore();

/**
 * The app's client state (SPEC §3), persisted in localStorage under "kesht-state". Not in any
 * page's first load: what the first paint reads of it goes through client-view.ts, which this
 * store feeds from the moment it is created.
 */
export const useAppStore = appStore.store;

const publish = connectAppStore(appStore.store, {
  ready: () => appStore.readiness.getState().ready,
});
appStore.store.subscribe(publish);
appStore.readiness.subscribe(publish);

/**
 * After a 401 (SPEC §8): forget the session, user, token and search history, keep only the
 * language and the public rates. Goes through the store so memory and storage agree.
 */
export function clearPersistedSession(): void {
  useAppStore.setState(keepOnlyPublicData);
}
