import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LANGUAGE_COOKIE } from "@/lib/i18n/language";
import { initialAppData, SEARCH_HISTORY_LIMIT } from "./app-state";
import { createAppStore } from "./create-app-store";
import { PERSISTED_STATE_KEY, PERSISTED_STATE_VERSION } from "./persisted-state";
import { keepOnlyPublicData } from "./public-data";
import { HYDRATION_TIMEOUT_MS, type StorageBackend } from "./safe-storage";
import { clearLanguageCookie, setRawLanguageCookie } from "./testing/raw-cookie";

function savedState(): unknown {
  const raw = window.localStorage.getItem(PERSISTED_STATE_KEY);
  return raw === null ? null : JSON.parse(raw);
}

beforeEach(() => {
  window.localStorage.clear();
  clearLanguageCookie();
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

describe("the app store", () => {
  it("starts with the SPEC defaults: signed out customer, English, nothing counted", () => {
    const { store } = createAppStore();

    expect(store.getState()).toMatchObject({
      auth: { isLogin: false, accountType: "customer", fcmToken: null },
      userInfo: null,
      language: { activeLanguage: "en" },
      params: { cartCount: 0 },
      searchHistory: [],
      rates: { usdToRial: null, usdToAed: null },
      notificationCount: 0,
      messageCount: 0,
      token: null,
    });
  });

  it('saves only data, versioned, under "kesht-state"', () => {
    const { store } = createAppStore();

    store.getState().login("seller", { name: "Sara" }, "t0k3n");
    store.getState().addSearchTerm("saffron");
    store.getState().setRates({ usdToRial: 600_000 });

    expect(savedState()).toEqual({
      version: PERSISTED_STATE_VERSION,
      state: {
        auth: { isLogin: true, accountType: "seller", fcmToken: null },
        userInfo: { name: "Sara" },
        language: { activeLanguage: "en" },
        params: { cartCount: 0 },
        searchHistory: ["saffron"],
        rates: { usdToRial: 600_000, usdToAed: null },
        notificationCount: 0,
        messageCount: 0,
        token: "t0k3n",
      },
    });
  });

  it("loads what was saved, and is ready at once with localStorage", () => {
    const first = createAppStore();
    first.store.getState().login("seller", { id: 7 }, "abc");
    first.store.getState().setCartCount(3);

    const second = createAppStore();

    expect(second.readiness.getState().ready).toBe(true);
    expect(second.store.getState()).toMatchObject({
      auth: { isLogin: true, accountType: "seller" },
      userInfo: { id: 7 },
      params: { cartCount: 3 },
      token: "abc",
    });
  });

  it("drops saved fields that no longer fit and keeps the rest", () => {
    window.localStorage.setItem(
      PERSISTED_STATE_KEY,
      JSON.stringify({
        version: PERSISTED_STATE_VERSION,
        state: { searchHistory: "not a list", notificationCount: 4, auth: { isLogin: "yes" } },
      }),
    );

    const { store } = createAppStore();

    expect(store.getState().searchHistory).toEqual([]);
    expect(store.getState().notificationCount).toBe(4);
    expect(store.getState().auth).toEqual(initialAppData.auth);
  });

  it("migrates state saved by an older version and saves it in the current version", () => {
    window.localStorage.setItem(
      PERSISTED_STATE_KEY,
      JSON.stringify({ version: 0, state: { searchHistory: ["wheat"], legacyField: true } }),
    );

    const { store } = createAppStore();

    expect(store.getState().searchHistory).toEqual(["wheat"]);
    expect(savedState()).toMatchObject({
      version: PERSISTED_STATE_VERSION,
      state: { searchHistory: ["wheat"] },
    });
    expect(JSON.stringify(savedState())).not.toContain("legacyField");
  });

  it("starts from defaults, ready, when the saved JSON is corrupt", () => {
    window.localStorage.setItem(PERSISTED_STATE_KEY, "{corrupt");

    const { store, readiness } = createAppStore();

    expect(readiness.getState().ready).toBe(true);
    expect(store.getState().searchHistory).toEqual([]);
  });

  describe("language", () => {
    it("setLanguage updates the state and writes the lang cookie", () => {
      const { store } = createAppStore();

      store.getState().setLanguage("fa");

      expect(store.getState().language.activeLanguage).toBe("fa");
      expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=fa`);
    });

    it("follows the cookie the server rendered with, over the saved language", () => {
      window.localStorage.setItem(
        PERSISTED_STATE_KEY,
        JSON.stringify({ version: 1, state: { language: { activeLanguage: "en" } } }),
      );
      setRawLanguageCookie("fa");

      expect(createAppStore().store.getState().language.activeLanguage).toBe("fa");
    });

    it("uses the default when there is no cookie, as the server did", () => {
      window.localStorage.setItem(
        PERSISTED_STATE_KEY,
        JSON.stringify({ version: 1, state: { language: { activeLanguage: "fa" } } }),
      );

      expect(createAppStore().store.getState().language.activeLanguage).toBe("en");
    });
  });

  describe("addSearchTerm", () => {
    it("adds a trimmed term, newest first", () => {
      const { store } = createAppStore();

      store.getState().addSearchTerm("  rice ");
      store.getState().addSearchTerm("dates");

      expect(store.getState().searchHistory).toEqual(["dates", "rice"]);
    });

    it("adds a term only if it is new, leaving the order as it was", () => {
      const { store } = createAppStore();
      store.getState().addSearchTerm("rice");
      store.getState().addSearchTerm("dates");

      store.getState().addSearchTerm("rice");

      expect(store.getState().searchHistory).toEqual(["dates", "rice"]);
    });

    it("treats case, Arabic letter forms and joiners as the same term", () => {
      const { store } = createAppStore();
      store.getState().addSearchTerm("Rice");
      store.getState().addSearchTerm("كشمش");

      store.getState().addSearchTerm("rice");
      store.getState().addSearchTerm("کشمش");

      expect(store.getState().searchHistory).toEqual(["كشمش", "Rice"]);
    });

    it("ignores empty and blank terms", () => {
      const { store } = createAppStore();

      store.getState().addSearchTerm("");
      store.getState().addSearchTerm("   ");

      expect(store.getState().searchHistory).toEqual([]);
    });

    it(`keeps at most ${SEARCH_HISTORY_LIMIT} terms, dropping the oldest`, () => {
      const { store } = createAppStore();

      for (let i = 1; i <= SEARCH_HISTORY_LIMIT + 2; i++) store.getState().addSearchTerm(`t${i}`);

      const history = store.getState().searchHistory;
      expect(history).toHaveLength(SEARCH_HISTORY_LIMIT);
      expect(history[0]).toBe(`t${SEARCH_HISTORY_LIMIT + 2}`);
      expect(history).not.toContain("t1");
      expect(history).not.toContain("t2");
    });

    it("clearSearchHistory empties the list", () => {
      const { store } = createAppStore();
      store.getState().addSearchTerm("rice");

      store.getState().clearSearchHistory();

      expect(store.getState().searchHistory).toEqual([]);
    });
  });

  describe("session", () => {
    it("login signs in with the account type, user and token", () => {
      const { store } = createAppStore();

      store.getState().login("seller", { id: 1 }, "tok");

      expect(store.getState()).toMatchObject({
        auth: { isLogin: true, accountType: "seller" },
        userInfo: { id: 1 },
        token: "tok",
      });
    });

    it("logout resets token, user info and login flag, and the account type to customer", () => {
      const { store } = createAppStore();
      store.getState().login("seller", { id: 1 }, "tok");
      store.getState().setLanguage("fa");
      store.getState().addSearchTerm("rice");

      store.getState().logout();

      expect(store.getState()).toMatchObject({
        auth: { isLogin: false, accountType: "customer" },
        userInfo: null,
        token: null,
        language: { activeLanguage: "fa" },
        searchHistory: ["rice"],
      });
      expect(savedState()).toMatchObject({ state: { token: null, userInfo: null } });
    });

    it("after a 401 only the language and the rates are kept", () => {
      const { store } = createAppStore();
      store.getState().login("seller", { id: 1 }, "tok");
      store.getState().setLanguage("fa");
      store.getState().addSearchTerm("rice");
      store.getState().setRates({ usdToRial: 1, usdToAed: 2 });
      store.getState().setCartCount(4);
      store.getState().setNotificationCount(2);

      store.setState(keepOnlyPublicData);

      expect(savedState()).toEqual({
        version: PERSISTED_STATE_VERSION,
        state: {
          ...initialAppData,
          language: { activeLanguage: "fa" },
          rates: { usdToRial: 1, usdToAed: 2 },
        },
      });
    });
  });

  it("counts never go negative or NaN", () => {
    const { store } = createAppStore();

    store.getState().setCartCount(-2);
    store.getState().setNotificationCount(Number.NaN);
    store.getState().setMessageCount(-3);

    expect(store.getState().params.cartCount).toBe(0);
    expect(store.getState().notificationCount).toBe(0);
    expect(store.getState().messageCount).toBe(0);
  });

  it("keeps working, and is ready at once, when every storage call throws", () => {
    const broken: StorageBackend = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };

    const { store, readiness } = createAppStore(() => broken);
    store.getState().addSearchTerm("rice");
    store.getState().login("customer", null);

    expect(readiness.getState().ready).toBe(true);
    expect(store.getState().searchHistory).toEqual(["rice"]);
    expect(store.getState().auth.isLogin).toBe(true);
  });

  it("is ready at once when localStorage itself cannot be reached", () => {
    const { store, readiness } = createAppStore(() => {
      throw new DOMException("blocked", "SecurityError");
    });

    store.getState().setLanguage("fa");

    expect(readiness.getState().ready).toBe(true);
    expect(store.getState().language.activeLanguage).toBe("fa");
  });

  describe("when the storage does not answer", () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it("gives up after 5 s and goes on with the defaults, ignoring a late answer", async () => {
      let answer: (value: string) => void = () => {};
      const silent: StorageBackend = {
        getItem: () => new Promise<string>((resolve) => (answer = resolve)),
        setItem: () => {},
        removeItem: () => {},
      };

      const { store, readiness } = createAppStore(() => silent);
      await vi.advanceTimersByTimeAsync(HYDRATION_TIMEOUT_MS - 1);
      expect(readiness.getState().ready).toBe(false);

      await vi.advanceTimersByTimeAsync(1);
      expect(readiness.getState().ready).toBe(true);
      expect(store.getState().auth.isLogin).toBe(false);

      answer(
        JSON.stringify({ version: 1, state: { auth: { ...initialAppData.auth, isLogin: true } } }),
      );
      await vi.runAllTimersAsync();
      expect(store.getState().auth.isLogin).toBe(false);
    });
  });
});
