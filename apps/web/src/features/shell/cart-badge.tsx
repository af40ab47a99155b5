"use client";

import { useEffect } from "react";
import { cartCountOf, useQuietCartGroups } from "@/features/cart";
import { useNumberText } from "@/lib/i18n/number-text";
import { useAppStore } from "@/lib/state/app-store";
import { useShellSession } from "./use-shell-session";

/**
 * Keeps the store's cartCount equal to the open cart (SPEC §7: `GET /customer/carts?status=cart`,
 * only for a signed-in customer): the number of its lines (docs/decisions/006). Every cart
 * change names the cart's cache key, which refetches this query, so the badge follows it.
 */
function useCartCountSync() {
  const { role } = useShellSession();
  const cart = useQuietCartGroups(role === "customer");
  const groups = cart.data?.data.groups;
  useEffect(() => {
    if (groups) useAppStore.getState().setCartCount(cartCountOf(groups));
  }, [groups]);
}

/**
 * The number of items (lines) in the cart (SPEC §3 params.cartCount) on a cart icon; nothing at 0.
 * Decorative: CartCountText says the same in words. The icon's wrapper must be `relative`.
 */
export function CartBadge() {
  useCartCountSync();
  const count = useAppStore((state) => state.params.cartCount);
  const numbers = useNumberText();
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -end-2 -top-2 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[0.7rem] font-bold leading-none text-white"
    >
      {count > 99 ? `${numbers.decimal(99)}+` : numbers.decimal(count)}
    </span>
  );
}
