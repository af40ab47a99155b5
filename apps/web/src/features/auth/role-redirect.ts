/**
 * Where the web server sends a page request before rendering it (SPEC §2, §6), judged from the
 * cookies alone: the session cookie's presence and the readable role hint beside it. The hint
 * is never trusted for access (the API checks every call); it only spares people a page that
 * is not theirs.
 */
export interface VisitorHint {
  hasSession: boolean;
  /** The `kesht_role` cookie: "customer", "seller", "admin", "driver", or null. */
  role: string | null;
}

import { safeReturnPath, signInPathReturningTo } from "./return-path";

export const SIGN_IN_PATH = "/auth";
export const SELLER_HOME_PATH = "/shop/home";
export const ADMIN_HOME_PATH = "/admin";
export const DRIVER_HOME_PATH = "/driver/home";

/** Pages of a customer's own account; the rest of /customer (products, shops) is public. */
const customerAccountSections = [
  "/customer/profile",
  "/customer/orders",
  "/customer/cart",
  "/customer/addresses",
];

/** `prefix` itself or anything below it, by whole path segments. */
function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

function isCustomerAccountPage(pathname: string): boolean {
  return customerAccountSections.some((section) => isUnder(pathname, section));
}

/** Where each role starts; a signed-in person opening the sign-in page goes there. */
const homeOf: Readonly<Record<string, string>> = {
  customer: "/",
  seller: SELLER_HOME_PATH,
  admin: ADMIN_HOME_PATH,
  driver: DRIVER_HOME_PATH,
};

/**
 * The redirect target for a page request, or null to render it. `search` is the request's
 * query ("?next=…"): an account page sends a signed-out visitor to sign in with the page as
 * the way back, and the sign-in page sends someone already signed in on that way (or home).
 */
export function roleRedirect(pathname: string, visitor: VisitorHint, search = ""): string | null {
  if (pathname === SIGN_IN_PATH) {
    const home = visitor.hasSession && visitor.role ? homeOf[visitor.role] : undefined;
    if (!home) return null;
    return safeReturnPath(new URLSearchParams(search).get("next")) ?? home;
  }
  const isShopPage = isUnder(pathname, "/shop");
  const isAdminPage = isUnder(pathname, "/admin");
  const isDriverPage = isUnder(pathname, "/driver");
  const needsAccount = isShopPage || isAdminPage || isDriverPage || isCustomerAccountPage(pathname);

  // Someone who has verified a number but not registered yet has a session and no role: they
  // have no account pages to see either.
  if (needsAccount && !visitor.hasSession) return signInPathReturningTo(`${pathname}${search}`);
  // A number verified but not registered: signing in again would not help; no way back.
  if (needsAccount && !visitor.role) return SIGN_IN_PATH;
  if (!visitor.hasSession) return null;

  switch (visitor.role) {
    case "seller":
      // A seller's home is the dashboard; customer pages are not for shops (SPEC §2).
      if (pathname === "/" || isUnder(pathname, "/customer")) return SELLER_HOME_PATH;
      if (isAdminPage || isDriverPage) return "/";
      return null;
    case "admin":
      if (isCustomerAccountPage(pathname)) return ADMIN_HOME_PATH;
      if (isShopPage || isDriverPage) return "/";
      return null;
    case "driver":
      // A driver works from their own pages: the shop, the customer's account and the
      // admin's are not theirs, and the storefront's home leads to their home.
      if (pathname === "/" || isCustomerAccountPage(pathname)) return DRIVER_HOME_PATH;
      if (isShopPage || isAdminPage) return DRIVER_HOME_PATH;
      return null;
    default:
      if (isShopPage || isAdminPage || isDriverPage) return "/";
      return null;
  }
}
