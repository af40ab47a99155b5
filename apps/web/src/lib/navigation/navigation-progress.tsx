"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import {
  finishNavigationProgress,
  isPlainLinkClick,
  leadsToAnotherPage,
  startNavigationProgress,
  subscribeNavigationProgress,
} from "./progress";

/** A navigation quicker than this shows no bar at all, so fast pages do not flicker. */
const SHOW_AFTER_MS = 120;
/** A navigation the router dropped (a redirect back here, a failed load) never ends the bar. */
const GIVE_UP_AFTER_MS = 20_000;

/**
 * A thin bar at the top of the window while the next page loads: started by a plain click on a
 * same-site link or by `useRouter` from this folder, finished when the path changes.
 * Our own few lines rather than a progress library: that cost 10 kB gzipped on every page's
 * first load for this bar alone (decision 028).
 */
export function NavigationProgress() {
  const pathname = usePathname();
  const [phase, setPhase] = useState<"idle" | "waiting" | "running" | "ending">("idle");

  // The new page is here: whatever started the bar is over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of path
  useEffect(() => finishNavigationProgress(), [pathname]);

  useEffect(() => {
    function onClick(event: MouseEvent) {
      const anchor = (event.target as Element | null)?.closest?.("a[href]");
      if (!(anchor instanceof HTMLAnchorElement) || !isPlainLinkClick(event, anchor)) return;
      if (leadsToAnotherPage(anchor.href, new URL(window.location.href))) startNavigationProgress();
    }
    // Capturing, before React's own handlers: Next's links cancel the browser's navigation to
    // do their own, so in the bubbling phase every link click would look cancelled.
    document.addEventListener("click", onClick, { capture: true });
    return () => document.removeEventListener("click", onClick, { capture: true });
  }, []);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribeNavigationProgress((running) => {
      clearTimeout(timer);
      if (running) {
        setPhase("waiting");
        timer = setTimeout(() => {
          setPhase("running");
          timer = setTimeout(finishNavigationProgress, GIVE_UP_AFTER_MS);
        }, SHOW_AFTER_MS);
      } else {
        setPhase((before) => (before === "running" ? "ending" : "idle"));
        timer = setTimeout(() => setPhase("idle"), 400);
      }
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, []);

  if (phase === "idle" || phase === "waiting") return null;
  return (
    <div
      aria-hidden="true"
      data-navigation-progress={phase}
      className="navigation-progress pointer-events-none fixed inset-x-0 top-0 z-[1600] h-[3px]"
    >
      <div className="h-full bg-primary-500" />
    </div>
  );
}
