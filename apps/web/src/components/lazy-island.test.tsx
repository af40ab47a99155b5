import { describe, expect, it, vi } from "vitest";
import { renderInDom, waitUntil } from "@/lib/state/testing/render-in-dom";
import { lazyIsland } from "./lazy-island";

function Loaded({ label }: { label: string }) {
  return <p data-testid="island">loaded {label}</p>;
}

function StandIn({ label }: { label: string }) {
  return <p data-testid="island">stand-in {label}</p>;
}

const island = () => document.querySelector('[data-testid="island"]')?.textContent;

describe("lazyIsland", () => {
  it("draws the stand-in until the code is here, then the component, fetching once", async () => {
    let arrive: (component: typeof Loaded) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof Loaded>((resolve) => (arrive = resolve)));
    const Island = lazyIsland(load, StandIn);

    const first = await renderInDom(<Island label="a" />);
    expect(island()).toBe("stand-in a");
    arrive(Loaded);
    await waitUntil(() => expect(island()).toBe("loaded a"));
    await first.unmount();

    // Drawn again (another page): the code is here, fetched only once.
    const second = await renderInDom(<Island label="b" />);
    await waitUntil(() => expect(island()).toBe("loaded b"));
    expect(load).toHaveBeenCalledTimes(1);
    await second.unmount();
  });

  it("draws nothing without a stand-in, and tries again after a failed fetch", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<typeof Loaded>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(Loaded);
    const Island = lazyIsland(load);

    const first = await renderInDom(<Island label="a" />);
    await waitUntil(() => expect(load).toHaveBeenCalledTimes(1));
    expect(island()).toBeUndefined();
    await first.unmount();

    const second = await renderInDom(<Island label="b" />);
    await waitUntil(() => expect(island()).toBe("loaded b"));
    expect(load).toHaveBeenCalledTimes(2);
    await second.unmount();
  });
});
