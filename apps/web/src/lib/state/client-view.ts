import { defaultLanguage, type Language } from "@kesht/contracts";
import { useSyncExternalStore } from "react";
import { readLanguageCookie } from "@/lib/i18n/language";
import { type AppData, initialAppData } from "./app-state";
import type { AppStore } from "./create-app-store";

/**
 * What the first paint reads of the browser's saved state (SPEC §3), without the store itself:
 * whether it has loaded, who is signed in, the cart's count, the rates, the language and token
 * calls are made with. The persisted store (app-store.ts: zustand, its storage, migrations and
 * actions) is loaded after the page has shown (AppStart) or by whatever needs it first, and
 * feeds this view; until then it reads as the server rendered: not ready, nobody, nothing
 * counted (decision 047, issue 26).
 */
export interface ClientView {
  /** The saved state has loaded (or failed to, or timed out: SPEC §9). */
  ready: boolean;
  auth: AppData["auth"];
  userInfo: AppData["userInfo"];
  language: AppData["language"];
  token: AppData["token"];
  cartCount: number;
  rates: AppData["rates"];
}

const initialView: ClientView = {
  ready: false,
  auth: initialAppData.auth,
  userInfo: initialAppData.userInfo,
  language: initialAppData.language,
  token: initialAppData.token,
  cartCount: initialAppData.params.cartCount,
  rates: initialAppData.rates,
};

let view = initialView;
let connected: AppStore | null = null;
let loading: Promise<AppStore> | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The view now, for code outside React (a call's language, an event handler). */
export function clientView(): ClientView {
  return view;
}

/**
 * A part of the view, read while drawing. The server and the hydrating render read the
 * initial view, so their markup agrees; `select` must return the same value for the same view
 * (a field or a value worked out from fields, such as a string; not a new object). A component
 * re-renders only when what it selected changes.
 */
export function useClientView<T>(select: (view: ClientView) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(view),
    () => select(initialView),
  );
}

/** True once the saved state has loaded; false on the server and while hydrating. */
export function useStateReady(): boolean {
  return useClientView((current) => current.ready);
}

/**
 * The language calls and messages use: the saved state's once loaded, the `lang` cookie the
 * server rendered from until then (so a Persian visitor's first call is not answered in English).
 */
export function activeLanguage(): Language {
  if (view.ready) return view.language.activeLanguage;
  return readLanguageCookie() ?? defaultLanguage;
}

/** Called by app-store.ts as it is created: from then on the store feeds the view. */
export function connectAppStore(store: AppStore, readiness: { ready(): boolean }): () => void {
  connected = store;
  const publish = () => {
    const state = store.getState();
    view = {
      ready: readiness.ready(),
      auth: state.auth,
      userInfo: state.userInfo,
      language: state.language,
      token: state.token,
      cartCount: state.params.cartCount,
      rates: state.rates,
    };
    for (const listener of listeners) listener();
  };
  publish();
  return publish;
}

/** The persisted store, loaded once; loading it starts reading the saved state. */
export function loadAppStore(): Promise<AppStore> {
  if (connected) return Promise.resolve(connected);
  loading ??= import("./app-store").then(
    (loaded) => loaded.useAppStore,
    (error: unknown) => {
      // Offline for a moment: the next caller tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Runs `change` on the store: at once when it is loaded (a 401's clearing must not wait for a
 * navigation), else once it has loaded.
 */
export function withAppStore(change: (store: AppStore) => void): void {
  if (connected) {
    change(connected);
    return;
  }
  loadAppStore().then(change, (error: unknown) =>
    console.warn("[state] the saved state could not load", error),
  );
}

/** The store when it has loaded, else null (for watchers that start once the state is ready). */
export function loadedAppStore(): AppStore | null {
  return connected;
}
