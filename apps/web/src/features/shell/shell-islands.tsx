"use client";

import dynamic from "next/dynamic";
import { loadMessageBell } from "@/features/chat";

/**
 * The header's pieces that only some people use, loaded when they are drawn rather than with
 * every page (issue 15: the shell's first load stays small). The search overlay (React Aria's
 * modal and the suggestions) loads when the search box is first opened or pointed at; the
 * user menu, the message bell and the cart's count only for someone signed in, which the
 * server never renders (the saved session is read in the browser), so none of them is in the
 * server's HTML either way.
 */
export type SearchOverlayComponent = typeof import("./search-overlay").SearchOverlay;

let searchOverlay: SearchOverlayComponent | null = null;
let searchOverlayLoading: Promise<SearchOverlayComponent> | null = null;

/**
 * The search overlay's code, fetched once. Kept as a plain promise rather than React.lazy: a
 * lazy component suspends on its first drawing even when the code is already here, which would
 * swap the stand-in for the overlay under the visitor's eyes on every first opening.
 */
export function loadSearchOverlay(): Promise<SearchOverlayComponent> {
  searchOverlayLoading ??= import("./search-overlay").then(
    (loaded) => {
      searchOverlay = loaded.SearchOverlay;
      return loaded.SearchOverlay;
    },
    (error: unknown) => {
      // Offline for a moment: the next opening tries again.
      searchOverlayLoading = null;
      throw error;
    },
  );
  return searchOverlayLoading;
}

/** Starts fetching the search overlay's code ahead of the click that opens it. */
export function preloadSearchOverlay(): void {
  loadSearchOverlay().catch(() => undefined);
}

/** The overlay once its code is here; null before. */
export function loadedSearchOverlay(): SearchOverlayComponent | null {
  return searchOverlay;
}

export const LazyUserMenu = dynamic(() => import("./user-menu").then((m) => m.UserMenu), {
  ssr: false,
});

export const LazyMessageBell = dynamic(() => loadMessageBell().then((m) => m.MessageBell), {
  ssr: false,
});

export const LazyCartBadge = dynamic(() => import("./cart-badge").then((m) => m.CartBadge), {
  ssr: false,
});
