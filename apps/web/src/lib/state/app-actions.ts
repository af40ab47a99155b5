import { normalizeSearchText } from "@kesht/contracts";
import type { StoreApi } from "zustand";
import { writeLanguageCookie } from "@/lib/i18n/language";
import { type AppActions, type AppState, initialAppData, SEARCH_HISTORY_LIMIT } from "./app-state";

type SetAppState = StoreApi<AppState>["setState"];

export function createAppActions(set: SetAppState): AppActions {
  return {
    setLanguage(lang) {
      writeLanguageCookie(lang);
      set({ language: { activeLanguage: lang } });
    },

    addSearchTerm(term) {
      const trimmed = term.trim();
      if (trimmed === "") return;
      // "Rice" and "rice", or a word typed with Arabic ي and with Persian ی, are one search.
      const key = normalizeSearchText(trimmed);
      set((state) =>
        state.searchHistory.some((saved) => normalizeSearchText(saved) === key)
          ? state
          : { searchHistory: [trimmed, ...state.searchHistory].slice(0, SEARCH_HISTORY_LIMIT) },
      );
    },

    clearSearchHistory() {
      set({ searchHistory: [] });
    },

    setRates(rates) {
      set((state) => ({ rates: { ...state.rates, ...rates } }));
    },

    setCartCount(n) {
      set((state) => ({ params: { ...state.params, cartCount: toCount(n) } }));
    },

    setNotificationCount(n) {
      set({ notificationCount: toCount(n) });
    },

    setMessageCount(n) {
      set({ messageCount: toCount(n) });
    },

    setPushEndpoint(endpoint) {
      set((state) => ({ auth: { ...state.auth, fcmToken: endpoint } }));
    },

    login(accountType, userInfo, token = null) {
      set((state) => ({
        auth: { ...state.auth, isLogin: true, accountType },
        userInfo,
        token,
      }));
    },

    logout() {
      set((state) => ({
        auth: { ...state.auth, isLogin: false, accountType: initialAppData.auth.accountType },
        userInfo: null,
        token: null,
        // Someone else may sign in next: their bell starts from their own count.
        messageCount: 0,
      }));
    },
  };
}

/** Counts come from sums over server data; a bad value must not show "NaN" in a badge. */
function toCount(n: number): number {
  return Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : 0;
}
