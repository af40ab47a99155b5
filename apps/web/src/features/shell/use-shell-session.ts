import { type ShellRole, shellRoleOf } from "@/features/auth/session-user";
import { useAppStore, useStateReady } from "@/lib/state/app-store";
import { adminNavItems, customerNavItems, type NavItem, sellerNavItems } from "./nav-items";

export interface ShellSession {
  isSignedIn: boolean;
  isSeller: boolean;
  role: ShellRole;
  navItems: readonly NavItem[];
}

const navItemsByRole: Record<ShellRole, readonly NavItem[]> = {
  guest: customerNavItems,
  customer: customerNavItems,
  seller: sellerNavItems,
  admin: adminNavItems,
};

/**
 * Who the shell is drawn for. Until saved state has loaded everyone is a signed-out customer,
 * which is also what the server renders, so the first client render matches the HTML.
 */
export function useShellSession(): ShellSession {
  const isReady = useStateReady();
  const isLogin = useAppStore((state) => state.auth.isLogin);
  const accountType = useAppStore((state) => state.auth.accountType);
  const userInfo = useAppStore((state) => state.userInfo);
  const role = isReady ? shellRoleOf(isLogin, accountType, userInfo) : "guest";
  return {
    isSignedIn: role !== "guest",
    isSeller: role === "seller",
    role,
    navItems: navItemsByRole[role],
  };
}
