"use client";

import { useTranslations } from "next-intl";
import { useClientView } from "@/lib/state/client-view";

/** ", 3 items" for screen readers, after the cart link's name; nothing at 0. */
export function CartCountText() {
  const count = useClientView((view) => view.cartCount);
  const t = useTranslations("accounts.cart");
  if (count <= 0) return null;
  return <span className="sr-only">{t("itemCount", { count })}</span>;
}
