import type { Role, SessionUser } from "@kesht/contracts";
import { type Door, landingPathFor } from "./doors";

/**
 * What the user menu and the profile pages offer besides the current role: acting in another
 * role the person holds (no new code), or registering the customer or shop role they do not
 * hold yet with the same number.
 */
export type RoleChoice =
  | { kind: "switch"; role: Role }
  | { kind: "register"; role: "customer" | "seller"; href: string };

const registerPaths = {
  customer: "/auth/register/customer",
  seller: "/auth/register/shop",
} as const;

export function roleChoicesFor(user: SessionUser | null): RoleChoice[] {
  if (!user) return [];
  const switches: RoleChoice[] = user.roles
    .filter((held) => held.role !== user.role)
    .map((held) => ({ kind: "switch", role: held.role }));
  const registrations: RoleChoice[] = (["customer", "seller"] as const)
    .filter((role) => !user.roles.some((held) => held.role === role))
    .map((role) => ({ kind: "register", role, href: registerPaths[role] }));
  return [...switches, ...registrations];
}

/** The door a role comes in by, to land where signing in there would. */
const doorOf: Record<Role, Door> = {
  customer: "customer",
  seller: "shop",
  admin: "admin",
  driver: "driver",
};

/** Where a person lands after switching to a role. */
export function landingAfterSwitch(user: SessionUser): string {
  return user.role ? landingPathFor(user, doorOf[user.role]) : "/";
}
