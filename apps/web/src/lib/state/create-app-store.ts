import { create, type Mutate, type StoreApi, type UseBoundStore } from "zustand";
import { persist } from "zustand/middleware";
import { createAppActions } from "./app-actions";
import { type AppData, type AppState, initialAppData } from "./app-state";
import {
  createHydrationReadiness,
  type HydrationReadiness,
  markReady,
} from "./hydration-readiness";
import {
  mergePersistedData,
  migratePersistedData,
  PERSISTED_STATE_KEY,
  PERSISTED_STATE_VERSION,
  pickPersistedData,
} from "./persisted-state";
import { createSafeStorage, type StorageBackend } from "./safe-storage";

/** A `UseBoundStore<StoreApi<AppState>>` that also exposes `persist` (rehydrate, hasHydrated…). */
export type AppStore = UseBoundStore<Mutate<StoreApi<AppState>, [["zustand/persist", AppData]]>>;

export interface AppStoreWithReadiness {
  store: AppStore;
  readiness: HydrationReadiness;
}

/** The browser's localStorage; undefined while rendering on the server. */
export function browserLocalStorage(): StorageBackend | undefined {
  return typeof window === "undefined" ? undefined : window.localStorage;
}

/**
 * Builds the persisted app store over a storage backend (tests pass their own). Hydration
 * starts at once; `readiness` turns true when it ends, whether it loaded, failed or timed out.
 */
export function createAppStore(
  resolveBackend: () => StorageBackend | undefined = browserLocalStorage,
): AppStoreWithReadiness {
  const readiness = createHydrationReadiness();
  const store = create<AppState>()(
    persist<AppState, [], [], AppData>((set) => ({ ...initialAppData, ...createAppActions(set) }), {
      name: PERSISTED_STATE_KEY,
      version: PERSISTED_STATE_VERSION,
      storage: createSafeStorage<AppData>({ resolveBackend }),
      partialize: pickPersistedData,
      migrate: migratePersistedData,
      merge: mergePersistedData,
      // Called after success and after failure (migrate threw, etc.): either way the app goes on.
      onRehydrateStorage: () => () => markReady(readiness),
    }),
  );
  return { store, readiness };
}
