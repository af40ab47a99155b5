import { act, createElement, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { withFakeTimers } from "@/lib/state/testing/fake-timers";
import { renderInDom } from "@/lib/state/testing/render-in-dom";
import { useDebouncedValue } from "./use-debounced-value";

interface Probe {
  applied?: string;
  renders: string[];
  type?: (value: string) => void;
}

const isEmpty = (value: string) => value === "";

/** A field whose text the test types into, reporting the debounced value of every render. */
async function renderProbe(
  initial: string,
  appliesAtOnce?: (value: string) => boolean,
  startsFrom?: string,
) {
  const probe: Probe = { renders: [] };
  function Field() {
    const [text, setText] = useState(initial);
    probe.type = setText;
    const applied = useDebouncedValue(text, 1000, appliesAtOnce, startsFrom);
    probe.applied = applied;
    probe.renders.push(applied);
    return null;
  }
  const view = await renderInDom(createElement(Field));
  return { probe, view };
}

async function type(probe: Probe, value: string) {
  await act(async () => probe.type?.(value));
}

const wait = withFakeTimers();

describe("useDebouncedValue", () => {
  it("starts with the initial value, without waiting", async () => {
    const { probe, view } = await renderProbe("saffron");
    expect(probe.applied).toBe("saffron");
    await view.unmount();
  });

  it("starts from the given value and applies the first one after the pause", async () => {
    const { probe, view } = await renderProbe("ric", isEmpty, "");
    expect(probe.applied).toBe("");
    await wait(999);
    expect(probe.applied).toBe("");
    await wait(1);
    expect(probe.applied).toBe("ric");
    await view.unmount();
  });

  it("applies nothing before 1000 ms and the new value at 1000 ms", async () => {
    const { probe, view } = await renderProbe("");
    await type(probe, "rice");

    await wait(999);
    expect(probe.applied).toBe("");
    await wait(1);
    expect(probe.applied).toBe("rice");
    await view.unmount();
  });

  it("restarts the wait on every keystroke and applies only the last text", async () => {
    const { probe, view } = await renderProbe("");
    await type(probe, "r");
    await wait(600);
    await type(probe, "ri");
    await wait(600);
    await type(probe, "ric");
    await wait(999);
    expect(probe.applied).toBe("");

    await wait(1);
    expect(probe.applied).toBe("ric");
    // The intermediate texts were never applied.
    expect(probe.renders).not.toContain("r");
    expect(probe.renders).not.toContain("ri");
    await view.unmount();
  });

  it("applies values the caller marks as immediate at once", async () => {
    const { probe, view } = await renderProbe("", isEmpty);
    await type(probe, "rice");
    await wait(1000);
    expect(probe.applied).toBe("rice");

    await type(probe, "");
    expect(probe.applied).toBe("");
    // And a text typed right after starts from empty, not from the old value.
    await type(probe, "d");
    await wait(500);
    expect(probe.applied).toBe("");
    await wait(500);
    expect(probe.applied).toBe("d");
    await view.unmount();
  });

  it("forgets a pending value when unmounted", async () => {
    const { probe, view } = await renderProbe("");
    await type(probe, "rice");
    await view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
