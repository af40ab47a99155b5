"use client";

import type { CartGroup } from "@kesht/contracts";
import { useEffect } from "react";
import { useQuietCartGroups } from "./cart-queries";

/**
 * Reads the open cart for the product page's "in your cart" line and hands its groups up. Its
 * own island (add-to-cart.tsx loads it for a signed-in customer only), so the query library it
 * reads through is not in the page's first load for everyone else.
 */
export function CartReader({ onGroups }: { onGroups: (groups: readonly CartGroup[]) => void }) {
  const cart = useQuietCartGroups(true);
  const groups = cart.data?.data.groups;
  useEffect(() => {
    if (groups) onGroups(groups);
  }, [groups, onGroups]);
  return null;
}
