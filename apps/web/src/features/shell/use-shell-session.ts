"use client";

import { usePathname } from "next/navigation";
import type { ShellRole } from "@/features/auth";
import { signInPathReturningTo, useAccountRole } from "@/features/auth";
import {
  adminNavItems,
  customerNavItems,
  driverNavItems,
  type NavItem,
  sellerNavItems,
} from "./nav-items";

export interface ShellSession {
  isSignedIn: boolean;
  isSeller: boolean;
  /** What the shell looks like. */
  role: ShellRole;
  /** The role the session acts in, which decides the user menu's links. */
  accountRole: ShellRole;
  navItems: readonly NavItem[];
  /** Where a section's link goes for this person. */
  hrefOf: (item: NavItem) => string;
}

const navItemsByRole: Record<ShellRole, readonly NavItem[]> = {
  guest: customerNavItems,
  newcomer: customerNavItems,
  customer: customerNavItems,
  seller: sellerNavItems,
  driver: driverNavItems,
  admin: adminNavItems,
};

const shopRegistrationPath = "/auth/register/shop";

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * Who the shell is drawn for: the account role (useAccountRole: the session cookies' reading
 * until saved state has loaded, so the first paint is already right).
 *
 * Registering a shop is the seller's business from its first step: anyone signed in sees the
 * seller's shell there, even before the session acts as a shop (a new number, or a customer
 * opening a shop). Until then the seller's sections lead back to the registration.
 */
export function useShellSession(): ShellSession {
  const pathname = usePathname();
  const accountRole = useAccountRole();
  const isRegisteringShop = accountRole !== "guest" && isUnder(pathname, shopRegistrationPath);
  const role = isRegisteringShop ? "seller" : accountRole;

  function hrefOf(item: NavItem): string {
    if (item.isPublic) return item.path;
    // Signed out: sign in first, then on to the section that was tapped.
    if (role === "guest") return signInPathReturningTo(item.path);
    if (role === "seller" && accountRole !== "seller") return shopRegistrationPath;
    // Signed in without a role yet: the sections open once they have signed up.
    if (role === "newcomer") return "/auth/register";
    return item.path;
  }

  return {
    isSignedIn: role !== "guest",
    isSeller: role === "seller",
    role,
    accountRole,
    navItems: navItemsByRole[role],
    hrefOf,
  };
}
