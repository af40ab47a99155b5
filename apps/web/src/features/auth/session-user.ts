import {
  type HeldRole,
  type Role,
  registrationStates,
  roles,
  type SessionUser,
} from "@kesht/contracts";
import { isNullableString, isOneOf, isRecord } from "@/lib/plain-checks";
import type { AccountType } from "@/lib/state/app-state";

/**
 * Who the shell is drawn for: the store's account type, refined by the saved user's role.
 * `newcomer` is someone signed in whose session acts in no role yet: they verified their
 * number and have still to register (or to switch to a role they hold).
 */
export type ShellRole = "guest" | "customer" | "seller" | "driver" | "admin" | "newcomer";

/**
 * The session user as the store keeps it in `userInfo` (or as `GET /auth/session` sends it),
 * or null when it is not one. A user saved before people could hold several roles has no
 * `roles`; the session check at app start replaces it, and until then it counts as holding none.
 *
 * The shape is `sessionUserSchema`'s, checked by hand: the shell reads it on every page and
 * zod would weigh on all of them (issue 15). session-user.test.ts holds the two together.
 */
export function readSessionUser(value: unknown): SessionUser | null {
  if (!isRecord(value)) return null;
  const { id, mobile, role, name, email, registration } = value;
  const held = "roles" in value ? value.roles : [];
  if (
    typeof id === "number" &&
    Number.isSafeInteger(id) &&
    typeof mobile === "string" &&
    (role === null || isOneOf(roles, role)) &&
    isNullableString(name) &&
    isNullableString(email) &&
    isOneOf(registrationStates, registration) &&
    Array.isArray(held) &&
    held.every(isHeldRole)
  ) {
    const heldRoles = held.map((entry) => ({ role: entry.role, registration: entry.registration }));
    return { id, mobile, role, name, email, registration, roles: heldRoles };
  }
  return null;
}

const heldRegistrations = ["shop_step1", "complete"] as const;

function isHeldRole(value: unknown): value is HeldRole {
  return (
    isRecord(value) && isOneOf(roles, value.role) && isOneOf(heldRegistrations, value.registration)
  );
}

/**
 * The store knows two account types (SPEC §3): sellers, and customers, which every other
 * session browses as (an admin's role, or none yet, stays in the saved user for the shell).
 */
export function accountTypeOf(user: SessionUser): AccountType {
  return user.role === "seller" ? "seller" : "customer";
}

export function shellRoleOf(
  isLogin: boolean,
  accountType: AccountType,
  userInfo: Record<string, unknown> | null,
): ShellRole {
  if (!isLogin) return "guest";
  if (accountType === "seller") return "seller";
  const user = readSessionUser(userInfo);
  if (!user) return "customer";
  if (user.role === "admin") return "admin";
  if (user.role === "driver") return "driver";
  return user.role === null ? "newcomer" : "customer";
}

/** Whether the person holds `role` (at any stage of its registration). */
export function holdsRole(user: SessionUser | null, role: Role): boolean {
  return Boolean(user?.roles.some((held) => held.role === role));
}
