import { NextIntlClientProvider } from "next-intl";
import { Profiler } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { catalogues } from "@/lib/i18n/catalogues";
import { renderInDom, waitUntil } from "@/lib/state/testing/render-in-dom";

// Each case starts with no store loaded, as a page has it before AppStart loads one.
beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
});

/** Twenty cards' lines under one profiler, counting the commits that redraw them. */
async function twentyLines() {
  const { ForeignPrice } = await import("./foreign-price");
  const view = await import("@/lib/state/client-view");
  const commits: string[] = [];
  const host = await renderInDom(
    <NextIntlClientProvider locale="en" messages={catalogues.en}>
      <Profiler id="lines" onRender={(_id, phase) => commits.push(phase)}>
        {Array.from({ length: 20 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of lines
          <ForeignPrice key={index} rials={1_150_000 * (index + 1)} />
        ))}
      </Profiler>
    </NextIntlClientProvider>,
  );
  return { commits, host, view };
}

describe("the ≈ USD · AED line", () => {
  it("is not redrawn when saved state without rates loads, and is drawn once the rates arrive", async () => {
    const { commits, host, view } = await twentyLines();
    const store = await view.loadAppStore();
    await waitUntil(() => expect(view.clientView().ready).toBe(true));
    store.getState().setCartCount(1);

    // A first visit: the state has loaded, knows no rates, and nothing is redrawn.
    expect(commits).toEqual(["mount"]);

    store.getState().setRates({ usdToRial: 1_150_000, usdToAed: 3.6725 });
    await waitUntil(() => expect(document.body.textContent).toContain("≈ $1.00"));
    expect(commits).toEqual(["mount", "update"]);
    await host.unmount();
  });
});
