"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { SignInIcon } from "@/components/icons";
import { signInPath } from "./nav-items";
import { useShellSession } from "./use-shell-session";

/**
 * Signed out: the login icon (SPEC §2). Signed in, the user menu, cart and messages bell take
 * this place; they arrive with sign-in, so nothing is shown for a signed-in visitor yet.
 */
export function AccountAction() {
  const t = useTranslations("header");
  const { isSignedIn } = useShellSession();

  if (isSignedIn) return null;

  return (
    <Link
      href={signInPath}
      aria-label={t("signIn")}
      className="inline-flex h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-full px-2.5 text-sm font-semibold text-primary-700 hover:bg-primary-50 lg:border lg:border-primary-200 lg:px-4"
    >
      <SignInIcon className="size-5 rtl:-scale-x-100" />
      <span className="hidden lg:inline">{t("signIn")}</span>
    </Link>
  );
}
