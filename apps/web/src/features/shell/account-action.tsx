"use client";

import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { CartIcon, SignInIcon } from "@/components/icons";
import { Link } from "@/components/link";
import { signInPathReturningTo } from "@/features/auth";
import { CartCountText } from "./cart-count-text";
import { LazyCartBadge, LazyMessageBell, LazyUserMenu } from "./shell-islands";
import { useShellSession } from "./use-shell-session";

/**
 * Signed out: the login icon. Signed in: the user menu (from 768px), for customers and shops
 * the messages bell, and for customers the cart with its count (SPEC §2). From 768px the header's own Cart section carries the count.
 */
export function AccountAction() {
  const t = useTranslations("header");
  const tAccounts = useTranslations("accounts.cart");
  const { role, accountRole } = useShellSession();
  const pathname = usePathname();

  if (role === "guest") {
    return (
      <Link
        href={signInPathReturningTo(pathname)}
        aria-label={t("signIn")}
        className="inline-flex h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-full px-2.5 text-sm font-semibold text-primary-700 hover:bg-primary-50 lg:border lg:border-primary-200 lg:px-4"
      >
        <SignInIcon className="size-5 rtl:-scale-x-100" />
        <span className="hidden lg:inline">{t("signIn")}</span>
      </Link>
    );
  }

  return (
    <>
      {accountRole === "customer" || accountRole === "seller" ? (
        <LazyMessageBell side={accountRole} />
      ) : null}
      {role === "customer" ? <HeaderCartLink label={tAccounts("label")} /> : null}
      <LazyUserMenu role={accountRole === "guest" ? "newcomer" : accountRole} />
    </>
  );
}

function HeaderCartLink({ label }: { label: string }) {
  return (
    <Link
      href="/customer/cart"
      className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 md:hidden"
    >
      <span className="relative">
        <CartIcon className="size-6" />
        <LazyCartBadge />
      </span>
      <span className="sr-only">{label}</span>
      <CartCountText />
    </Link>
  );
}
