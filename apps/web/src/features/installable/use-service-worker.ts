"use client";

import { useEffect } from "react";
import { loadedAppStore, useStateReady } from "@/lib/state/client-view";
import { mayUseServiceWorker, sameWorkerAccount, workerAccountOf } from "./worker-account";

/** How often an online page asks the worker to send any positions it still holds. */
const positionFlushRetryMs = 10_000;

/**
 * Registers public/sw.js once the page has loaded (never competing with the first paint), tells
 * it who is signed in whenever that changes (it keeps a driver's job page per account and
 * forgets it on sign-out), and asks it to send queued positions when the connection comes back
 * (the Background Sync API does this by itself where the browser has it).
 */
export function useServiceWorker(): void {
  const isReady = useStateReady();

  useEffect(() => {
    if (!mayUseServiceWorker(process.env.NODE_ENV, window)) return;
    const register = () => void navigator.serviceWorker.register("/sw.js").catch(() => undefined);
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
    return () => window.removeEventListener("load", register);
  }, []);

  useEffect(() => {
    // Before the saved state loads, the store says "signed out": that must not clear a cache.
    // Ready means the store has loaded (client-view.ts).
    const store = loadedAppStore();
    if (!isReady || !store || !mayUseServiceWorker(process.env.NODE_ENV, window)) return;
    const tell = (message: object) =>
      void navigator.serviceWorker.ready.then((registration) =>
        registration.active?.postMessage(message),
      );
    let account = workerAccountOf(store.getState());
    tell({ type: "account", account });
    const stopWatching = store.subscribe((state) => {
      const next = workerAccountOf(state);
      if (sameWorkerAccount(next, account)) return;
      account = next;
      tell({ type: "account", account });
    });
    const flush = () => tell({ type: "flush-positions" });
    window.addEventListener("online", flush);
    if (navigator.onLine) flush();
    // "online" can fire before the worker's own requests get through again (a weak signal
    // flaps), and a failed flush keeps its positions: ask again now and then while online.
    const retry = window.setInterval(() => {
      if (navigator.onLine) flush();
    }, positionFlushRetryMs);
    return () => {
      stopWatching();
      window.removeEventListener("online", flush);
      window.clearInterval(retry);
    };
  }, [isReady]);
}
