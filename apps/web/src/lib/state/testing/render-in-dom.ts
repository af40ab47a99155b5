import { act, type ReactElement } from "react";
import { createRoot } from "react-dom/client";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/** Renders into a detached jsdom container the way the browser would (tests only). */
export async function renderInDom(element: ReactElement): Promise<{ unmount(): Promise<void> }> {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(element));
  return {
    async unmount() {
      await act(async () => root.unmount());
      container.remove();
    },
  };
}

/** Retries an assertion until it passes, letting React and timers run in between. */
export async function waitUntil(assertion: () => void, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      assertion();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    }
  }
}
