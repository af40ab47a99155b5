import { act, createElement, useState } from "react";
import { describe, expect, it } from "vitest";
import { withFakeTimers } from "@/lib/state/testing/fake-timers";
import { renderInDom } from "@/lib/state/testing/render-in-dom";
import { COUNT_SAVE_DELAY_MS, useCountEditor } from "./use-count-editor";

interface Probe {
  value?: number;
  isSaving?: boolean;
  change?: (count: number) => void;
  setServer?: (count: number) => void;
}

/**
 * A cart line whose server count the test controls; `save` resolves as the test says and, like
 * the real cart, writes the saved count as the server's on success.
 */
async function renderLine(initial: number, accept: (count: number) => boolean) {
  const probe: Probe = {};
  const saves: number[] = [];
  function Line() {
    const [server, setServer] = useState(initial);
    probe.setServer = setServer;
    const editor = useCountEditor(server, async (count) => {
      saves.push(count);
      const ok = accept(count);
      if (ok) setServer(count);
      return ok;
    });
    probe.value = editor.value;
    probe.isSaving = editor.isSaving;
    probe.change = editor.change;
    return null;
  }
  const view = await renderInDom(createElement(Line));
  return { probe, saves, view };
}

const wait = withFakeTimers();

describe("useCountEditor", () => {
  it("shows a new count at once and saves quick changes together once they settle", async () => {
    const { probe, saves, view } = await renderLine(1, () => true);
    await act(async () => probe.change?.(2));
    await wait(COUNT_SAVE_DELAY_MS / 2);
    await act(async () => probe.change?.(3));
    expect(probe.value).toBe(3);
    expect(saves).toEqual([]);

    await wait(COUNT_SAVE_DELAY_MS);
    expect(saves).toEqual([3]);
    expect(probe.value).toBe(3);
    expect(probe.isSaving).toBe(false);
    await view.unmount();
  });

  it("falls back to the server's count when a change is refused", async () => {
    const { probe, saves, view } = await renderLine(2, () => false);
    await act(async () => probe.change?.(9));
    await wait(COUNT_SAVE_DELAY_MS);
    expect(saves).toEqual([9]);
    expect(probe.value).toBe(2);
    await view.unmount();
  });

  it("sends nothing when the count comes back to the server's before it settles", async () => {
    const { probe, saves, view } = await renderLine(2, () => true);
    await act(async () => probe.change?.(3));
    await act(async () => probe.change?.(2));
    await wait(COUNT_SAVE_DELAY_MS * 2);
    expect(saves).toEqual([]);
    expect(probe.value).toBe(2);
    await view.unmount();
  });

  it("follows the server when nothing is being chosen", async () => {
    const { probe, view } = await renderLine(2, () => true);
    await act(async () => probe.setServer?.(5));
    expect(probe.value).toBe(5);
    await view.unmount();
  });
});
