import type { CategorySuggestion, Language } from "@kesht/contracts";
import { QueryClientProvider } from "@tanstack/react-query";
import { NextIntlClientProvider } from "next-intl";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SEARCH_APPLY_DELAY_MS } from "@/features/search/search-panel";
import { getQueryClient } from "@/lib/api";
import { envelope, type FetchCall, jsonResponse, stubFetch } from "@/lib/api/testing/fake-api";
import { catalogues } from "@/lib/i18n/catalogues";
import { useAppStore } from "@/lib/state/app-store";
import { pressOn, typeInto } from "@/lib/state/testing/type-and-press";
import { SearchOverlay } from "./search-overlay";

vi.mock("@/components/feedback/toast", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const rice: CategorySuggestion = {
  category_id: 7,
  title: "برنج",
  title_en: "Rice",
  product_count: 12,
};
const grains: CategorySuggestion = {
  category_id: 3,
  title: "غلات",
  title_en: "Grains",
  product_count: 1,
};

interface Harness {
  onSearch: ReturnType<typeof vi.fn>;
  onOpenChange: ReturnType<typeof vi.fn>;
  render(isOpen: boolean): Promise<void>;
  unmount(): Promise<void>;
}

let root: Root | null = null;
let container: HTMLDivElement | null = null;

async function openOverlay(
  language: Language = "en",
  typedText: string | null = null,
): Promise<Harness> {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement("div");
  document.body.append(container);
  const mounted = createRoot(container);
  root = mounted;
  const onSearch = vi.fn();
  const onOpenChange = vi.fn();
  const render = async (isOpen: boolean) => {
    await act(async () =>
      mounted.render(
        <NextIntlClientProvider
          locale={language}
          messages={catalogues[language]}
          timeZone="Asia/Tehran"
        >
          <QueryClientProvider client={getQueryClient()}>
            <SearchOverlay
              isOpen={isOpen}
              onOpenChange={onOpenChange}
              typedText={typedText}
              onSearch={onSearch}
            />
          </QueryClientProvider>
        </NextIntlClientProvider>,
      ),
    );
  };
  await render(true);
  return {
    onSearch,
    onOpenChange,
    render,
    unmount: async () => {
      await act(async () => mounted.unmount());
      container?.remove();
      root = null;
    },
  };
}

function field(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('[role="combobox"]');
  if (!input) throw new Error("no search field");
  return input;
}

const type = (text: string) => typeInto(field(), text);
const press = (key: string) => pressOn(field(), key);

/** Lets time pass, then lets the answers the fake API gave arrive and render. */
async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  for (let turn = 0; turn < 25; turn++) {
    await act(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}

/** Retries an assertion while a little more (fake) time passes, for answers still on their way. */
async function eventually(assertion: () => void, withinMs = 500) {
  for (let waited = 0; ; waited += 10) {
    try {
      assertion();
      return;
    } catch (error) {
      if (waited >= withinMs) throw error;
      await wait(10);
    }
  }
}

function optionTexts(): string[] {
  return [...document.querySelectorAll('[role="option"]')].map((row) => row.textContent ?? "");
}

function suggestionCalls(calls: FetchCall[]) {
  return calls.filter((call) => call.url.startsWith("/api/v1/search-categories"));
}

beforeEach(() => {
  // Timers only: the fake API's answers are read on the real event loop (setImmediate).
  vi.useFakeTimers({
    toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"],
  });
  // jsdom lays nothing out, so it has no scrolling either.
  Element.prototype.scrollIntoView = vi.fn();
  // jsdom has no CSS.escape, which React Aria's modal uses to look up a CSP nonce.
  vi.stubGlobal("CSS", { escape: (value: string) => value.replace(/["\\]/g, "\\$&") });
  getQueryClient().clear();
  useAppStore.setState({ searchHistory: [] });
});

afterEach(async () => {
  if (root) await act(async () => root?.unmount());
  container?.remove();
  root = null;
  vi.useRealTimers();
});

describe("SearchOverlay", () => {
  it("asks for suggestions once, when typing has paused for a second", async () => {
    const { calls } = stubFetch(() => jsonResponse(200, envelope({ data: [rice] })));
    await openOverlay("en");

    await type("r");
    await wait(500);
    await type("ri");
    await wait(500);
    await type("ric");
    // SPEC §9: one second of quiet, literally.
    await wait(999);
    expect(suggestionCalls(calls)).toEqual([]);

    await wait(1);
    expect(suggestionCalls(calls).map((call) => call.url)).toEqual([
      "/api/v1/search-categories?search=ric&lang=en",
    ]);
    await eventually(() =>
      expect(optionTexts()).toEqual(["Search all products for “ric”", "Rice12 products"]),
    );
    expect(document.querySelector('[role="status"]')?.textContent).toBe("1 matching category");
  });

  it("goes on from text typed into its stand-in: focused, caret at the end, asked after the pause", async () => {
    const { calls } = stubFetch(() => jsonResponse(200, envelope({ data: [rice] })));
    await openOverlay("en", "ric");

    const input = field();
    expect(input.value).toBe("ric");
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([3, 3]);
    expect(optionTexts()).toEqual(["Search all products for “ric”"]);
    // Typed text, like any typing, waits for its second of quiet.
    await wait(999);
    expect(suggestionCalls(calls)).toEqual([]);
    await wait(1);
    expect(suggestionCalls(calls).map((call) => call.url)).toEqual([
      "/api/v1/search-categories?search=ric&lang=en",
    ]);
    await eventually(() =>
      expect(optionTexts()).toEqual(["Search all products for “ric”", "Rice12 products"]),
    );
  });

  it("never asks for empty text, and emptied text empties the suggestions", async () => {
    const { calls } = stubFetch(() => jsonResponse(200, envelope({ data: [rice] })));
    await openOverlay("en");

    await type("   ");
    await wait(3000);
    expect(suggestionCalls(calls)).toEqual([]);

    await type("rice");
    await wait(SEARCH_APPLY_DELAY_MS);
    await eventually(() => expect(optionTexts()).toHaveLength(2));

    await type("");
    expect(optionTexts()).toEqual([]);
    await wait(3000);
    expect(suggestionCalls(calls)).toHaveLength(1);
  });

  it("shows the Persian titles and asks in Persian on a Persian page", async () => {
    const { calls } = stubFetch(() => jsonResponse(200, envelope({ data: [rice, grains] })));
    await openOverlay("fa");

    await type("برن");
    await wait(SEARCH_APPLY_DELAY_MS);
    expect(suggestionCalls(calls)[0]?.url).toBe(
      `/api/v1/search-categories?search=${encodeURIComponent("برن")}&lang=fa`,
    );
    await eventually(() =>
      expect(optionTexts()).toEqual([
        "جست‌وجوی همه محصولات برای «برن»",
        "برنج۱۲ محصول",
        "غلات۱ محصول",
      ]),
    );
  });

  it("chooses a suggestion with the arrow keys and Enter, and remembers the term once", async () => {
    stubFetch(() => jsonResponse(200, envelope({ data: [rice, grains] })));
    useAppStore.setState({ searchHistory: ["dates", "rice"] });
    const overlay = await openOverlay("en");

    await type("rice ");
    await wait(SEARCH_APPLY_DELAY_MS);
    await eventually(() => expect(optionTexts()).toHaveLength(3));
    await press("ArrowDown");
    expect(field().getAttribute("aria-activedescendant")).toBe(
      document.querySelectorAll('[role="option"]')[0]?.id,
    );
    await press("ArrowDown");
    const highlighted = document.querySelector('[role="option"][aria-selected="true"]');
    expect(highlighted?.textContent).toBe("Rice12 products");
    expect(field().getAttribute("aria-activedescendant")).toBe(highlighted?.id);

    await press("Enter");
    expect(overlay.onSearch).toHaveBeenCalledExactlyOnceWith({
      category_id: 7,
      text: "rice",
      suggestion: rice,
    });
    expect(overlay.onOpenChange).toHaveBeenCalledWith(false);
    // Already there: not added again and not moved.
    expect(useAppStore.getState().searchHistory).toEqual(["dates", "rice"]);
  });

  it("searches all products on Enter with nothing highlighted and adds a new term first", async () => {
    stubFetch(() => jsonResponse(200, envelope({ data: [] })));
    useAppStore.setState({ searchHistory: ["dates"] });
    const overlay = await openOverlay("en");

    await type("saffron");
    await press("Enter");
    expect(overlay.onSearch).toHaveBeenCalledExactlyOnceWith({
      category_id: "",
      text: "saffron",
      suggestion: null,
    });
    expect(useAppStore.getState().searchHistory).toEqual(["saffron", "dates"]);
  });

  it("does nothing on Enter in an empty field", async () => {
    stubFetch(() => jsonResponse(200, envelope({ data: [] })));
    const overlay = await openOverlay("en");
    await press("Enter");
    expect(overlay.onSearch).not.toHaveBeenCalled();
    expect(overlay.onOpenChange).not.toHaveBeenCalled();
  });

  it("clears with the ×: closes and reports empty values without remembering anything", async () => {
    stubFetch(() => jsonResponse(200, envelope({ data: [rice] })));
    const overlay = await openOverlay("en");
    await type("rice");
    await wait(SEARCH_APPLY_DELAY_MS);

    const clear = document.querySelector<HTMLButtonElement>(
      'button[aria-label="Clear search text"]',
    );
    await act(async () => clear?.click());
    expect(overlay.onSearch).toHaveBeenCalledExactlyOnceWith({
      category_id: "",
      text: "",
      suggestion: null,
    });
    expect(overlay.onOpenChange).toHaveBeenCalledWith(false);
    expect(useAppStore.getState().searchHistory).toEqual([]);
  });

  it("starts with no suggestions each time it opens", async () => {
    stubFetch(() => jsonResponse(200, envelope({ data: [rice] })));
    const overlay = await openOverlay("en");
    await type("rice");
    await wait(SEARCH_APPLY_DELAY_MS);
    await eventually(() => expect(optionTexts()).toHaveLength(2));

    await overlay.render(false);
    await wait(500);
    await overlay.render(true);
    expect(field().value).toBe("");
    expect(optionTexts()).toEqual([]);
  });

  it("keeps the last suggestions while the next text loads, then shows an error line", async () => {
    let fail = false;
    const { calls } = stubFetch(() =>
      fail
        ? jsonResponse(500, envelope({ status: "error" }))
        : jsonResponse(200, envelope({ data: [rice] })),
    );
    await openOverlay("en");
    await type("rice");
    await wait(SEARCH_APPLY_DELAY_MS);

    fail = true;
    await type("ricex");
    await wait(SEARCH_APPLY_DELAY_MS - 1);
    expect(optionTexts()).toContain("Rice12 products");
    // The first failure is retried once (TanStack waits a second), then the failure shows.
    await wait(1);
    expect(document.body.textContent).not.toContain("Suggestions could not be loaded.");
    await wait(1000);
    expect(suggestionCalls(calls).map((call) => call.url)).toEqual([
      "/api/v1/search-categories?search=rice&lang=en",
      "/api/v1/search-categories?search=ricex&lang=en",
      "/api/v1/search-categories?search=ricex&lang=en",
    ]);
    await eventually(() =>
      expect(document.body.textContent).toContain("Suggestions could not be loaded."),
    );
    expect(optionTexts()).toEqual(["Search all products for “ricex”"]);
    expect(document.querySelector('[role="status"]')?.textContent).toBe(
      "Suggestions could not be loaded.",
    );
  });
});
