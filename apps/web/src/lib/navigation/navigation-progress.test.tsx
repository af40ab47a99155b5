import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NavigationProgress } from "./navigation-progress";

const address = vi.hoisted(() => ({ pathname: "/customer/products" }));
vi.mock("next/navigation", () => ({ usePathname: () => address.pathname }));

let root: Root;
let container: HTMLDivElement;

function bar() {
  return container
    .querySelector("[data-navigation-progress]")
    ?.getAttribute("data-navigation-progress");
}

function link(href: string) {
  const anchor = document.createElement("a");
  anchor.href = href;
  anchor.textContent = href;
  // The app's links cancel the browser's own navigation, as Next's do.
  anchor.addEventListener("click", (event) => event.preventDefault());
  container.append(anchor);
  return anchor;
}

beforeEach(async () => {
  vi.useFakeTimers();
  address.pathname = "/customer/products";
  window.history.replaceState(null, "", "/customer/products");
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root.render(<NavigationProgress />));
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  vi.useRealTimers();
});

describe("NavigationProgress", () => {
  it("shows the bar while a followed link loads, and ends it when the new page is there", async () => {
    const toShops = link("/customer/shops");
    await act(async () => toShops.click());
    expect(bar()).toBeUndefined();
    await act(async () => vi.advanceTimersByTime(150));
    expect(bar()).toBe("running");

    address.pathname = "/customer/shops";
    await act(async () => root.render(<NavigationProgress />));
    expect(bar()).toBe("ending");
    await act(async () => vi.advanceTimersByTime(500));
    expect(bar()).toBeUndefined();
  });

  it("shows nothing for a page that arrives at once or a link that stays on the page", async () => {
    const filter = link("/customer/products?category=4");
    await act(async () => filter.click());
    await act(async () => vi.advanceTimersByTime(150));
    expect(bar()).toBeUndefined();

    const quick = link("/customer/cart");
    await act(async () => quick.click());
    address.pathname = "/customer/cart";
    await act(async () => root.render(<NavigationProgress />));
    await act(async () => vi.advanceTimersByTime(500));
    expect(bar()).toBeUndefined();
  });

  it("gives up on a navigation that never lands", async () => {
    const nowhere = link("/customer/somewhere");
    await act(async () => nowhere.click());
    await act(async () => vi.advanceTimersByTime(150));
    expect(bar()).toBe("running");
    await act(async () => vi.advanceTimersByTime(20_000));
    expect(bar()).toBe("ending");
  });
});
