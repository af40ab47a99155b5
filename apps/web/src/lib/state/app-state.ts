import { defaultLanguage, type Language } from "@kesht/contracts";

export const accountTypes = ["customer", "seller"] as const;
export type AccountType = (typeof accountTypes)[number];

/** What the app remembers between visits (SPEC §3 "Client state"). */
export interface AppData {
  auth: { isLogin: boolean; accountType: AccountType; fcmToken: string | null };
  userInfo: Record<string, unknown> | null;
  /** Mirrors the `lang` cookie, which the server renders from. */
  language: { activeLanguage: Language };
  params: { cartCount: number };
  searchHistory: string[];
  rates: { usdToRial: number | null; usdToAed: number | null };
  notificationCount: number;
  /** Unseen chat messages over every room of the person's role (the bell's chat part). */
  messageCount: number;
  /** Bearer token for non-web clients; the web session itself is an httpOnly cookie. */
  token: string | null;
}

export interface AppActions {
  /** Updates the state and writes the `lang` cookie. */
  setLanguage(lang: Language): void;
  /** Adds a search term only if it is new (SPEC §4, §5). */
  addSearchTerm(term: string): void;
  clearSearchHistory(): void;
  setRates(rates: Partial<AppData["rates"]>): void;
  setCartCount(n: number): void;
  setNotificationCount(n: number): void;
  setMessageCount(n: number): void;
  /** This device's Web Push endpoint, kept where SPEC §3 keeps `fcmToken`; null when off. */
  setPushEndpoint(endpoint: string | null): void;
  login(
    accountType: AccountType,
    userInfo: Record<string, unknown> | null,
    token?: string | null,
  ): void;
  /** SPEC §4 "Session". */
  logout(): void;
}

export type AppState = AppData & AppActions;

/** Anonymous visitors are customers (SPEC §1); English is the default language. */
export const initialAppData: AppData = {
  auth: { isLogin: false, accountType: "customer", fcmToken: null },
  userInfo: null,
  language: { activeLanguage: defaultLanguage },
  params: { cartCount: 0 },
  searchHistory: [],
  rates: { usdToRial: null, usdToAed: null },
  notificationCount: 0,
  messageCount: 0,
  token: null,
};

/** Newest first; older terms fall off so the list stays short in the overlay and in storage. */
export const SEARCH_HISTORY_LIMIT = 20;
