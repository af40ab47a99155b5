"use client";

import dynamic from "next/dynamic";

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

export const LazySearchOverlay = dynamic(() => loadSearchOverlay().then((m) => m.SearchOverlay), {
  ssr: false,
});

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
