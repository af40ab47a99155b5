"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useAppStore } from "@/lib/state/app-store";

/**
 * The number of items in the cart (SPEC §3 params.cartCount) on a cart icon; nothing at 0.
 * Decorative: CartCountText says the same in words. The icon's wrapper must be `relative`.
 */
export function CartBadge() {
  const count = useAppStore((state) => state.params.cartCount);
  const format = useFormatter();
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -end-2 -top-2 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[0.7rem] font-bold leading-none text-white"
    >
      {count > 99 ? `${format.number(99)}+` : format.number(count)}
    </span>
  );
}

/** ", 3 items" for screen readers, after the cart link's name; nothing at 0. */
export function CartCountText() {
  const count = useAppStore((state) => state.params.cartCount);
  const t = useTranslations("accounts.cart");
  if (count <= 0) return null;
  return <span className="sr-only">{t("itemCount", { count })}</span>;
}
