import { type SessionUser, sessionUserSchema } from "@kesht/contracts";
import { type AccountType, useAppStore } from "@/lib/state/app-store";

/** Who the shell is drawn for: the store's account type, refined by the saved user's role. */
export type ShellRole = "guest" | "customer" | "seller" | "admin";

/** The session user as the store keeps it in `userInfo`, or null when it is not one. */
export function readSessionUser(userInfo: Record<string, unknown> | null): SessionUser | null {
  const parsed = sessionUserSchema.safeParse(userInfo);
  return parsed.success ? parsed.data : null;
}

/**
 * The store knows two account types (SPEC §3): sellers, and customers, which every other
 * account browses as. An admin's role stays in the saved user, where the shell reads it.
 */
export function accountTypeOf(user: SessionUser): AccountType | null {
  switch (user.role) {
    case "seller":
      return "seller";
    case "customer":
    case "admin":
    case "driver":
      return "customer";
    case null:
      return null;
  }
}

export function shellRoleOf(
  isLogin: boolean,
  accountType: AccountType,
  userInfo: Record<string, unknown> | null,
): ShellRole {
  if (!isLogin) return "guest";
  if (accountType === "seller") return "seller";
  return readSessionUser(userInfo)?.role === "admin" ? "admin" : "customer";
}

/**
 * Makes the store agree with the server's session. Someone who has verified a number but not
 * registered yet has a session without a role: they are not signed in to an account.
 */
export function applySessionUser(user: SessionUser | null): void {
  const store = useAppStore.getState();
  const accountType = user ? accountTypeOf(user) : null;
  if (user && accountType) {
    const saved = readSessionUser(store.userInfo);
    if (store.auth.isLogin && store.auth.accountType === accountType && sameUser(saved, user)) {
      return;
    }
    store.login(accountType, { ...user });
    return;
  }
  if (store.auth.isLogin) signOutLocally();
}

/**
 * Forgets the signed-in person in the saved state. Answers cached for them go with the full
 * page load that follows a logout (or a 401), which starts from an empty cache.
 */
export function signOutLocally(): void {
  useAppStore.getState().logout();
}

function sameUser(a: SessionUser | null, b: SessionUser): boolean {
  return (
    a !== null &&
    a.id === b.id &&
    a.role === b.role &&
    a.name === b.name &&
    a.email === b.email &&
    a.mobile === b.mobile &&
    a.registration === b.registration
  );
}
