"use client";

import { useAppStore, useStateReady } from "@/lib/state/app-store";
import { type ShellRole, shellRoleOf } from "./session-user";

/**
 * The role the session acts in. Until saved state has loaded everyone is a signed-out
 * customer, which is also what the server renders, so the first client render matches the HTML.
 */
export function useAccountRole(): ShellRole {
  const isReady = useStateReady();
  const isLogin = useAppStore((state) => state.auth.isLogin);
  const accountType = useAppStore((state) => state.auth.accountType);
  const userInfo = useAppStore((state) => state.userInfo);
  return isReady ? shellRoleOf(isLogin, accountType, userInfo) : "guest";
}
