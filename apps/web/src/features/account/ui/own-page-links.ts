"use client";

import { useTranslations } from "next-intl";
import { AlertIcon, MessagesIcon, TurnoversIcon, WalletIcon } from "@/components/icons";
import type { MenuListLink } from "./menu-list";

/** Where a customer's and a shop's own pages live, and the namespace of their menu's words. */
const owners = {
  customer: { base: "/customer/profile", namespace: "accounts.customerProfile" },
  shop: { base: "/shop/profile", namespace: "accounts.shopProfile" },
} as const;

/**
 * The pages a customer and a shop both have under their profile, in the menu's order: the
 * wallet and its turnovers, Kesht's messages, their reports and their support questions.
 */
export function useOwnPageLinks(owner: keyof typeof owners): MenuListLink[] {
  const { base, namespace } = owners[owner];
  const t = useTranslations(namespace);
  const tDesk = useTranslations("desk.report");
  return [
    { href: `${base}/wallet`, label: t("wallet"), Icon: WalletIcon },
    { href: `${base}/turnovers`, label: t("turnovers"), Icon: TurnoversIcon },
    { href: `${base}/messages`, label: t("messages"), Icon: MessagesIcon },
    { href: `${base}/reports`, label: tDesk("myReports"), Icon: AlertIcon },
    { href: `${base}/support`, label: tDesk("support"), Icon: MessagesIcon },
  ];
}
