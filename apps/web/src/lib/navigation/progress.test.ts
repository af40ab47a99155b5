import { describe, expect, it, vi } from "vitest";
import {
  finishNavigationProgress,
  isPlainLinkClick,
  leadsToAnotherPage,
  startNavigationProgress,
  subscribeNavigationProgress,
} from "./progress";

const here = new URL("https://kesht.example/customer/products?category=3#top");

describe("leadsToAnotherPage", () => {
  it("is another page when the path changes, relative or absolute", () => {
    expect(leadsToAnotherPage("/customer/shops", here)).toBe(true);
    expect(leadsToAnotherPage("https://kesht.example/", here)).toBe(true);
    expect(leadsToAnotherPage("../cart", here)).toBe(true);
  });

  it("is the same page when only the query or the hash changes", () => {
    expect(leadsToAnotherPage("/customer/products?category=4", here)).toBe(false);
    expect(leadsToAnotherPage("#reviews", here)).toBe(false);
    expect(leadsToAnotherPage("", here)).toBe(false);
  });

  it("leaves other sites and odd addresses to the browser", () => {
    expect(leadsToAnotherPage("https://elsewhere.example/customer/shops", here)).toBe(false);
    expect(leadsToAnotherPage("mailto:help@kesht.example", here)).toBe(false);
    expect(leadsToAnotherPage("http://[broken", here)).toBe(false);
  });
});

describe("isPlainLinkClick", () => {
  const click = {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
  };
  const anchor = (target = "", download = false) => ({
    target,
    hasAttribute: (name: string) => name === "download" && download,
  });

  it("takes a plain left click on a link in this window", () => {
    expect(isPlainLinkClick(click, anchor())).toBe(true);
    expect(isPlainLinkClick(click, anchor("_self"))).toBe(true);
  });

  it("leaves new tabs, windows, downloads, other buttons and cancelled clicks alone", () => {
    expect(isPlainLinkClick({ ...click, ctrlKey: true }, anchor())).toBe(false);
    expect(isPlainLinkClick({ ...click, metaKey: true }, anchor())).toBe(false);
    expect(isPlainLinkClick({ ...click, shiftKey: true }, anchor())).toBe(false);
    expect(isPlainLinkClick({ ...click, button: 1 }, anchor())).toBe(false);
    expect(isPlainLinkClick({ ...click, defaultPrevented: true }, anchor())).toBe(false);
    expect(isPlainLinkClick(click, anchor("_blank"))).toBe(false);
    expect(isPlainLinkClick(click, anchor("", true))).toBe(false);
  });
});

describe("the progress flag", () => {
  it("tells its subscribers when a navigation starts and ends, once each", () => {
    const heard = vi.fn();
    const unsubscribe = subscribeNavigationProgress(heard);
    startNavigationProgress();
    startNavigationProgress();
    finishNavigationProgress();
    finishNavigationProgress();
    expect(heard.mock.calls).toEqual([[true], [false]]);
    unsubscribe();
    startNavigationProgress();
    expect(heard).toHaveBeenCalledTimes(2);
    finishNavigationProgress();
  });
});
