"use client";

import { ChevronDownIcon, ProfileIcon } from "@/components/icons";
import { lazyIsland } from "@/components/lazy-island";
import { loadMessageBell } from "@/features/chat";

/**
 * The header's pieces that only some people use, loaded when they are drawn rather than with
 * every page (issues 15 and 26: the shell's first load stays small). The search overlay (React
 * Aria's modal and the suggestions) loads when the search box is first opened or pointed at;
 * the user menu, the message bell and the cart's count only for someone signed in: the server
 * draws a stand-in of the same size in their place, so nothing moves when they arrive.
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

type UserMenuProps = React.ComponentProps<typeof import("./user-menu").UserMenu>;

/** The user menu's button, as the menu draws it without the person's name, until it loads. */
function UserMenuStandIn({ role }: UserMenuProps) {
  return (
    <span
      aria-hidden="true"
      className={`${role === "admin" ? "inline-flex" : "hidden md:inline-flex"} h-11 items-center gap-1.5 rounded-full border border-slate-200 px-2.5 text-slate-700`}
    >
      <ProfileIcon className="size-5" />
      <ChevronDownIcon className="size-4" />
    </span>
  );
}

/** The bell's place, until it loads. */
function MessageBellStandIn() {
  return <span aria-hidden="true" className="inline-flex size-11 shrink-0" />;
}

export const LazyUserMenu = lazyIsland(
  () => import("./user-menu").then((m) => m.UserMenu),
  UserMenuStandIn,
);

export const LazyMessageBell = lazyIsland(
  () => loadMessageBell().then((m) => m.MessageBell),
  MessageBellStandIn,
);

/** Drawn over the cart icon's corner: nothing in its place until it loads. */
export const LazyCartBadge = lazyIsland(() => import("./cart-badge").then((m) => m.CartBadge));
