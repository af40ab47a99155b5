"use client";

import dynamic from "next/dynamic";
import { lazy } from "react";

/**
 * The header's pieces that only some people use, loaded when they are drawn rather than with
 * every page (issue 15: the shell's first load stays small). The search overlay (React Aria's
 * modal and the suggestions) loads when the search box is first opened or pointed at; the
 * user menu, the message bell and the cart's count only for someone signed in, which the
 * server never renders (the saved session is read in the browser), so none of them is in the
 * server's HTML either way.
 */
const loadSearchOverlay = () => import("./search-overlay");

/** Starts fetching the search overlay's code ahead of the click that opens it. */
export function preloadSearchOverlay(): void {
  void loadSearchOverlay();
}

/**
 * Drawn inside a Suspense boundary whose fallback is the overlay's stand-in
 * (SearchLauncher), so an opening before the code arrives still shows a field to type into.
 */
export const LazySearchOverlay = lazy(() =>
  loadSearchOverlay().then((m) => ({ default: m.SearchOverlay })),
);

export const LazyUserMenu = dynamic(() => import("./user-menu").then((m) => m.UserMenu), {
  ssr: false,
});

export const LazyMessageBell = dynamic(
  () => import("@/features/chat/message-bell").then((m) => m.MessageBell),
  { ssr: false },
);

export const LazyCartBadge = dynamic(() => import("./cart-badge").then((m) => m.CartBadge), {
  ssr: false,
});
