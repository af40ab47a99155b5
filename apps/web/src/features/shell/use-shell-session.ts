import { useAppStore, useStateReady } from "@/lib/state/app-store";
import { customerNavItems, type NavItem, sellerNavItems } from "./nav-items";

export interface ShellSession {
  isSignedIn: boolean;
  isSeller: boolean;
  navItems: readonly NavItem[];
}

/**
 * Who the shell is drawn for. Until saved state has loaded everyone is a signed-out customer,
 * which is also what the server renders, so the first client render matches the HTML.
 */
export function useShellSession(): ShellSession {
  const isReady = useStateReady();
  const isLogin = useAppStore((state) => state.auth.isLogin);
  const accountType = useAppStore((state) => state.auth.accountType);
  const isSignedIn = isReady && isLogin;
  const isSeller = isSignedIn && accountType === "seller";
  return { isSignedIn, isSeller, navItems: isSeller ? sellerNavItems : customerNavItems };
}
