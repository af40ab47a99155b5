import type { SessionUser } from "@kesht/contracts";
import { useAppStore } from "@/lib/state/app-store";
import { accountTypeOf, readSessionUser } from "./session-user";

/*
 * The session as the saved state holds it: what changes the store, apart from the readings in
 * session-user.ts that the shell uses on every page without the store (decision 047).
 */

/**
 * Makes the store agree with the server's session. Someone who has verified a number but not
 * registered yet is signed in too, acting in no role: the shell shows them as such.
 */
export function applySessionUser(user: SessionUser | null): void {
  const store = useAppStore.getState();
  if (!user) {
    if (store.auth.isLogin) signOutLocally();
    return;
  }
  const accountType = accountTypeOf(user);
  const saved = readSessionUser(store.userInfo);
  if (store.auth.isLogin && store.auth.accountType === accountType && sameUser(saved, user)) {
    return;
  }
  store.login(accountType, { ...user });
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
    a.registration === b.registration &&
    JSON.stringify(a.roles) === JSON.stringify(b.roles)
  );
}
