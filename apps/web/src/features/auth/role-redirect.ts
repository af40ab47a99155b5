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

/** The redirect target for a page request, or null to render it. */
export function roleRedirect(pathname: string, visitor: VisitorHint): string | null {
  const isShopPage = isUnder(pathname, "/shop");
  const isAdminPage = isUnder(pathname, "/admin");
  const isDriverPage = isUnder(pathname, "/driver");
  const needsAccount = isShopPage || isAdminPage || isDriverPage || isCustomerAccountPage(pathname);

  // Someone who has verified a number but not registered yet has a session and no role: they
  // have no account pages to see either.
  if (needsAccount && (!visitor.hasSession || !visitor.role)) return SIGN_IN_PATH;
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
