"use client";

import { useTranslations } from "next-intl";
import { BasketIcon, StoreIcon } from "@/components/icons";
import { Link } from "@/components/link";
import { useSessionUser } from "./use-session-user";

/**
 * Customer or shop. Someone signed in goes straight to the form (one number may hold both);
 * anyone else first signs in at that door, which brings them on to the form.
 */
export function RegisterChoice() {
  const t = useTranslations("accounts.register");
  const { user } = useSessionUser();
  const isSignedIn = user !== null && user !== undefined;

  const choices = [
    {
      door: "customer",
      Icon: BasketIcon,
      title: t("customerTitle"),
      text: t("customerText"),
      href: isSignedIn ? "/auth/register/customer" : "/auth?door=customer",
    },
    {
      door: "shop",
      Icon: StoreIcon,
      title: t("shopTitle"),
      text: t("shopText"),
      href: isSignedIn ? "/auth/register/shop" : "/auth?door=shop",
    },
  ] as const;

  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {choices.map(({ door, Icon, title, text, href }) => (
        <li key={door}>
          <Link
            href={href}
            className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-colors hover:border-primary-300 hover:bg-primary-50/40"
          >
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
              <Icon className="size-7" />
            </span>
            <span className="text-lg font-bold text-slate-900">{title}</span>
            <span className="text-slate-600">{text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
