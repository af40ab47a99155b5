import type { ComponentType } from "react";
import {
  CartIcon,
  DashboardIcon,
  HomeIcon,
  MessagesIcon,
  OrdersIcon,
  ProductsIcon,
  ProfileIcon,
  WalletIcon,
} from "@/components/icons";

/**
 * Keys of the "tabs" messages, "sellers" (the admin's review queue) from "accounts.nav" and
 * "cashRequests" (the admin's cash-out queue) from "money.nav", "drivers" (the admin's driver
 * review) and "wallet" from "drivers.nav", "disputes" (the admin's disputed orders) from
 * "orders.disputes", "desk" (reports, support threads and admin messages) from "desk.nav",
 * "console" (the admin console's dashboard) and "people" from "console.nav".
 */
export type NavLabelKey =
  | "home"
  | "orders"
  | "cart"
  | "profile"
  | "dashboard"
  | "products"
  | "sellers"
  | "cashRequests"
  | "drivers"
  | "wallet"
  | "disputes"
  | "desk"
  | "console"
  | "people";

export interface NavItem {
  labelKey: NavLabelKey;
  /** Where the section lives; also what decides whether the item is the current one. */
  path: string;
  Icon: ComponentType<{ className?: string }>;
  /** Open to signed-out visitors; the others send them to /auth (SPEC §2). */
  isPublic: boolean;
  /** Current only on its own path, not below it (a section whose path holds other sections). */
  exact?: boolean;
}

/** SPEC §2 "Customer tabs"; anonymous visitors are customers too. */
export const customerNavItems: readonly NavItem[] = [
  { labelKey: "home", path: "/", Icon: HomeIcon, isPublic: true },
  { labelKey: "orders", path: "/customer/orders", Icon: OrdersIcon, isPublic: false },
  { labelKey: "cart", path: "/customer/cart", Icon: CartIcon, isPublic: false },
  { labelKey: "profile", path: "/customer/profile", Icon: ProfileIcon, isPublic: false },
];

/** SPEC §2 "Seller tabs". */
export const sellerNavItems: readonly NavItem[] = [
  { labelKey: "dashboard", path: "/shop/home", Icon: DashboardIcon, isPublic: false },
  { labelKey: "products", path: "/shop/products", Icon: ProductsIcon, isPublic: false },
  { labelKey: "orders", path: "/shop/orders", Icon: OrdersIcon, isPublic: false },
  { labelKey: "profile", path: "/shop/profile", Icon: ProfileIcon, isPublic: false },
];

/**
 * The admin console's main sections (its own sidebar lists them all); admins browse the rest
 * of Kesht as everyone does.
 */
export const adminNavItems: readonly NavItem[] = [
  { labelKey: "home", path: "/", Icon: HomeIcon, isPublic: true },
  { labelKey: "console", path: "/admin", Icon: DashboardIcon, isPublic: false, exact: true },
  { labelKey: "people", path: "/admin/people", Icon: ProfileIcon, isPublic: false },
  { labelKey: "orders", path: "/admin/orders", Icon: OrdersIcon, isPublic: false },
  { labelKey: "cashRequests", path: "/admin/cash-requests", Icon: WalletIcon, isPublic: false },
  { labelKey: "desk", path: "/admin/reports", Icon: MessagesIcon, isPublic: false },
];

/** A driver's sections: their home (loading requests to come), wallet and profile. */
export const driverNavItems: readonly NavItem[] = [
  { labelKey: "home", path: "/driver/home", Icon: HomeIcon, isPublic: false },
  { labelKey: "wallet", path: "/driver/profile/wallet", Icon: WalletIcon, isPublic: false },
  { labelKey: "profile", path: "/driver/profile", Icon: ProfileIcon, isPublic: false },
];

/** Home is current only on "/"; any other section is current on its own path and below it. */
export function isCurrentSection(item: NavItem, pathname: string): boolean {
  if (item.path === "/" || item.exact) return pathname === item.path;
  return pathname === item.path || pathname.startsWith(`${item.path}/`);
}
