"use client";

import { type ComponentType, useEffect, useState } from "react";

/**
 * A component whose code is fetched once, when it is first drawn; `standIn` (or nothing) is
 * drawn until then, on the server too. A plain import and state rather than next/dynamic,
 * whose loadable machinery (~1.3 kB gz) would be the only user of it on the storefront.
 */
export function lazyIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
  StandIn?: ComponentType<P>,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  function fetchOnce(): Promise<ComponentType<P>> {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // Offline for a moment: the next drawing tries again.
        loading = null;
        throw error;
      },
    );
    return loading;
  }
  return function LazyIsland(props: P) {
    // A box: a state holding a function would be taken for an updater.
    const [component, setComponent] = useState<{ Loaded: ComponentType<P> } | null>(null);
    useEffect(() => {
      if (loaded) {
        setComponent({ Loaded: loaded });
        return;
      }
      let isMounted = true;
      fetchOnce().then(
        (Loaded) => {
          if (isMounted) setComponent({ Loaded });
        },
        (error: unknown) => console.warn("[lazy] a piece of the page could not load", error),
      );
      return () => {
        isMounted = false;
      };
    }, []);
    if (component) return <component.Loaded {...props} />;
    return StandIn ? <StandIn {...props} /> : null;
  };
}
