import { useSyncExternalStore } from "react";

const nothingToWatch = () => () => {};

/**
 * False on the server and in the render that hydrates its markup, true from the render after:
 * for what only the browser can draw, drawn once the server's markup has been taken over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
