import type { SessionUser } from "@kesht/contracts";
import { ADMIN_HOME_PATH } from "./role-redirect";

/**
 * The sign-in doors of the web app: the door chooses the role the session acts in (one number
 * may hold several). Customers, shops and drivers choose theirs on /auth; admins have a door
 * of their own at /auth?door=admin, which only lets in numbers that hold the admin role.
 */
export const doors = ["customer", "shop", "driver", "admin"] as const;
export type Door = (typeof doors)[number];

export function isDoor(value: unknown): value is Door {
  return typeof value === "string" && (doors as readonly string[]).includes(value);
}

/** Each door's API prefix: the shop door is the seller's. */
const apiPrefixes: Record<Door, string> = {
  customer: "/customer",
  shop: "/seller",
  driver: "/driver",
  admin: "/admin",
};

export function sendCodePath(door: Door): string {
  return `${apiPrefixes[door]}/login/code/send`;
}

export function loginPath(door: Door): string {
  return `${apiPrefixes[door]}/login`;
}

/** Where a new number registers, by the door it came in at. */
const registerPaths: Record<Door, string> = {
  customer: "/auth/register/customer",
  shop: "/auth/register/shop",
  driver: "/auth/register/driver",
  // Admins are never created at sign-in; the API refuses a new number at their door.
  admin: "/auth/register/customer",
};

/** Where a person goes once the code is accepted (or the session says who they are). */
export function landingPathFor(user: SessionUser, door: Door): string {
  switch (user.role) {
    case "seller":
      // A shop that stopped after the first registration step carries on from the second.
      return user.registration === "complete" ? "/shop/home" : "/auth/register/shop/location";
    case "admin":
      return ADMIN_HOME_PATH;
    case "driver":
      return "/driver/home";
    case "customer":
      return "/";
    case null:
      return registerPaths[door];
  }
}
