"use client";

import { useRouter as useNextRouter } from "next/navigation";
import { useMemo } from "react";
import { leadsToAnotherPage, startNavigationProgress } from "./progress";

type NextRouter = ReturnType<typeof useNextRouter>;

/**
 * Next's router, showing the progress bar for the moves that load another page (`back` and
 * `forward` stay as they are: where they lead is not known before they land).
 */
export function useRouter(): NextRouter {
  const router = useNextRouter();
  return useMemo(() => {
    const startFor = (href: string) => {
      if (leadsToAnotherPage(href, new URL(window.location.href))) startNavigationProgress();
    };
    return {
      ...router,
      push: (href, options) => {
        startFor(href);
        router.push(href, options);
      },
      replace: (href, options) => {
        startFor(href);
        router.replace(href, options);
      },
    };
  }, [router]);
}
