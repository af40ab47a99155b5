"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import { rememberReturnPath, signInPathReturningTo, useAccountRole } from "@/features/auth";
import {
  type FavouriteKind,
  forgetFavourites,
  isFavourite,
  loadFavourites,
  rememberPendingTap,
  setFavourite,
  subscribe,
  takePendingTap,
} from "./favourite-store";

export interface FavouriteHeartProps {
  kind: FavouriteKind;
  id: number;
  /** The button's names, e.g. "Save Red apple to favourites" / "Remove … from favourites". */
  labels: { add: string; remove: string };
  className?: string;
}

/**
 * The heart on a product card, a product page or a shop page: a toggle button (aria-pressed).
 * A signed-out visitor is sent to sign in and back to this page, where the tap is completed.
 * Shops, drivers and admins keep no favourites, so they see no heart.
 */
export function FavouriteHeart({ kind, id, labels, className = "" }: FavouriteHeartProps) {
  const role = useAccountRole();
  const isCustomer = role === "customer";
  const saved = useSyncExternalStore(
    subscribe,
    () => isCustomer && isFavourite(kind, id),
    () => false,
  );
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!isCustomer) {
      forgetFavourites();
      return;
    }
    void loadFavourites();
    // Back from signing in: the tap made before is completed now.
    if (takePendingTap(kind, id)) void setFavourite(kind, id, true);
  }, [isCustomer, kind, id]);

  if (role === "seller" || role === "driver" || role === "admin") return null;

  async function toggle() {
    const here = `${window.location.pathname}${window.location.search}`;
    if (role === "newcomer") {
      // Signed in without a customer account yet: register as one, then back here.
      rememberPendingTap(kind, id);
      rememberReturnPath(here);
      window.location.assign("/auth/register/customer");
      return;
    }
    setBusy(true);
    const status = await setFavourite(kind, id, !saved);
    setBusy(false);
    if (status === 401) {
      rememberPendingTap(kind, id);
      window.location.assign(signInPathReturningTo(here));
    }
  }

  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? labels.remove : labels.add}
      disabled={busy}
      onClick={toggle}
      data-testid={`favourite-${kind}-${id}`}
      className={`inline-flex size-11 items-center justify-center rounded-full bg-white/90 shadow-sm ring-1 ring-slate-200 transition hover:bg-white focus-visible:outline-3 focus-visible:outline-primary-500 disabled:opacity-60 ${saved ? "text-rose-600" : "text-slate-600"} ${className}`}
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        className="size-6"
        fill={saved ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinejoin="round"
      >
        <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4Z" />
      </svg>
    </button>
  );
}
