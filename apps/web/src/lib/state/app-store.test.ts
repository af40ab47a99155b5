import { act, createElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { initialAppData } from "./app-state";
import { clearPersistedSession, useAppStore, useStateReady } from "./app-store";
import { PERSISTED_STATE_KEY } from "./persisted-state";
import { renderInDom } from "./testing/render-in-dom";

function ReadyProbe({ onRender }: { onRender: (ready: boolean) => void }) {
  const ready = useStateReady();
  onRender(ready);
  return createElement("span", null, ready ? "ready" : "loading");
}

describe("useStateReady", () => {
  it("is false while rendering on the server, so hydration sees the same markup", () => {
    const html = renderToString(createElement(ReadyProbe, { onRender: () => {} }));

    expect(html).toBe("<span>loading</span>");
  });

  it("hydrates the server markup without a mismatch, then turns true", async () => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    const container = document.createElement("div");
    container.innerHTML = renderToString(createElement(ReadyProbe, { onRender: () => {} }));
    const recoverableErrors: unknown[] = [];
    const consoleErrors = vi.spyOn(console, "error");
    const seen: boolean[] = [];

    const root = await act(async () =>
      hydrateRoot(container, createElement(ReadyProbe, { onRender: (r) => seen.push(r) }), {
        onRecoverableError: (error) => recoverableErrors.push(error),
      }),
    );

    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(container.textContent).toBe("ready");
    expect(recoverableErrors).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
    await act(async () => root.unmount());
  });

  it("is true in the browser once localStorage has been read", async () => {
    const seen: boolean[] = [];

    const view = await renderInDom(createElement(ReadyProbe, { onRender: (r) => seen.push(r) }));

    expect(seen.at(-1)).toBe(true);
    await view.unmount();
  });
});

describe("clearPersistedSession", () => {
  beforeEach(() => {
    useAppStore.setState(initialAppData);
  });

  it("forgets session, user, token and search history but keeps language and rates", () => {
    const state = useAppStore.getState();
    state.login("seller", { id: 3 }, "tok");
    state.addSearchTerm("rice");
    state.setLanguage("fa");
    state.setRates({ usdToRial: 10, usdToAed: 20 });

    clearPersistedSession();

    expect(useAppStore.getState()).toMatchObject({
      auth: { isLogin: false, accountType: "customer" },
      userInfo: null,
      token: null,
      searchHistory: [],
      language: { activeLanguage: "fa" },
      rates: { usdToRial: 10, usdToAed: 20 },
    });
    const saved = JSON.parse(window.localStorage.getItem(PERSISTED_STATE_KEY) ?? "null");
    expect(saved.state).toMatchObject({
      token: null,
      userInfo: null,
      searchHistory: [],
      language: { activeLanguage: "fa" },
      rates: { usdToRial: 10, usdToAed: 20 },
    });
  });
});
