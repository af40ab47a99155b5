import { createElement } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderInDom, waitUntil } from "@/lib/state/testing/render-in-dom";

// Each case starts with no store loaded, as a page has it before AppStart loads one.
beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
});

/** A component that reads the role, counting how often it is drawn. */
async function rolePrinter() {
  const { useAccountRole } = await import("./use-account-role");
  const view = await import("@/lib/state/client-view");
  const drawn: string[] = [];
  function Role() {
    const role = useAccountRole();
    drawn.push(role);
    return createElement("span", null, role);
  }
  return { Role, drawn, view };
}

describe("the account role", () => {
  it("does not draw again when the saved state loads and names the role the page was drawn for", async () => {
    const { Role, drawn, view } = await rolePrinter();
    const host = await renderInDom(createElement(Role));
    expect(drawn).toEqual(["guest"]);

    const store = await view.loadAppStore();
    await waitUntil(() => expect(view.clientView().ready).toBe(true));
    store.getState().setCartCount(2);
    store.getState().addSearchTerm("saffron");

    // Loaded, then changed twice, and still the same role: one drawing, the first.
    expect(drawn).toEqual(["guest"]);
    await host.unmount();
  });

  it("draws again when the role itself changes", async () => {
    const { Role, drawn, view } = await rolePrinter();
    const host = await renderInDom(createElement(Role));
    const store = await view.loadAppStore();
    await waitUntil(() => expect(view.clientView().ready).toBe(true));

    store.setState({ auth: { ...store.getState().auth, isLogin: true, accountType: "seller" } });

    await waitUntil(() => expect(document.body.textContent).toContain("seller"));
    expect(drawn).toEqual(["guest", "seller"]);
    await host.unmount();
  });
});
