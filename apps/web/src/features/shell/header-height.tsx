"use client";

import { useEffect } from "react";
import { useShellSession } from "./use-shell-session";

/**
 * Below 768px the header gives the customer's search box a row of its own. Sellers and admins
 * have no search box (SPEC §6), so their header is one row at every width: the height the
 * page is padded by follows.
 */
export function HeaderHeight() {
  const { role } = useShellSession();
  const hasSearchRow = role === "guest" || role === "customer";

  useEffect(() => {
    const style = document.documentElement.style;
    if (hasSearchRow) style.removeProperty("--header-height");
    else style.setProperty("--header-height", "4rem");
  }, [hasSearchRow]);

  return null;
}
