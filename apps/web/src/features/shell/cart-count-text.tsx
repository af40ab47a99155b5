"use client";

import { useTranslations } from "next-intl";
import { useAppStore } from "@/lib/state/app-store";

/** ", 3 items" for screen readers, after the cart link's name; nothing at 0. */
export function CartCountText() {
  const count = useAppStore((state) => state.params.cartCount);
  const t = useTranslations("accounts.cart");
  if (count <= 0) return null;
  return <span className="sr-only">{t("itemCount", { count })}</span>;
}
