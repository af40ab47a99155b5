import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderInDom, waitUntil } from "./testing/render-in-dom";

// Each case starts with no store loaded: the view as a page has it before AppStart loads one.
beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: the tests set the language cookie the server renders from
  document.cookie = "lang=; path=/; max-age=0";
});

async function freshView() {
  return import("./client-view");
}

describe("the client view", () => {
  it("reads as the server rendered until the saved state has loaded", async () => {
    const view = await freshView();
    // biome-ignore lint/suspicious/noDocumentCookie: the language the server rendered the page in
    document.cookie = "lang=fa; path=/";

    expect(view.clientView()).toMatchObject({ ready: false, cartCount: 0, token: null });
    expect(view.clientView().auth.isLogin).toBe(false);
    // Calls made before the store loads speak the page's language, not the default.
    expect(view.activeLanguage()).toBe("fa");
    expect(view.loadedAppStore()).toBeNull();
  });

  it("is fed by the store once it has loaded, saved state included", async () => {
    localStorage.setItem(
      "kesht-state",
      JSON.stringify({
        state: { params: { cartCount: 3 }, rates: { usdToRial: 1_020_000, usdToAed: 3.67 } },
        version: 1,
      }),
    );
    const view = await freshView();

    const store = await view.loadAppStore();
    await waitUntil(() => expect(view.clientView().ready).toBe(true));
    expect(view.clientView()).toMatchObject({
      cartCount: 3,
      rates: { usdToRial: 1_020_000, usdToAed: 3.67 },
    });
    store.getState().setCartCount(4);

    expect(view.loadedAppStore()).toBe(store);
    expect(view.clientView().cartCount).toBe(4);
    store.getState().setLanguage("fa");
    expect(view.activeLanguage()).toBe("fa");
  });

  it("runs a change at once on a loaded store, and loads the store for one that is not", async () => {
    const view = await freshView();
    view.withAppStore((store) => store.getState().addSearchTerm("saffron"));
    await waitUntil(() => expect(view.loadedAppStore()).not.toBeNull());
    const store = view.loadedAppStore();
    await waitUntil(() => expect(store?.getState().searchHistory).toEqual(["saffron"]));

    view.withAppStore((loaded) => loaded.getState().addSearchTerm("rice"));

    expect(store?.getState().searchHistory).toEqual(["rice", "saffron"]);
  });

  it("draws the initial view on the server and while hydrating, then the loaded one", async () => {
    const view = await freshView();
    await view.loadAppStore();
    await waitUntil(() => expect(view.clientView().ready).toBe(true));
    function Probe() {
      return createElement("span", null, view.useStateReady() ? "ready" : "loading");
    }

    expect(renderToString(createElement(Probe))).toBe("<span>loading</span>");
    const host = await renderInDom(createElement(Probe));
    expect(document.body.textContent).toContain("ready");
    await host.unmount();
  });
});
