"use client";

import { useAppStore, useStateReady } from "@/lib/state/app-store";
import { useRoleHint } from "./role-hint-context";
import { type ShellRole, shellRoleOf } from "./session-user";

/**
 * The role the session acts in. Until saved state has loaded it is the role the session
 * cookies name (role-hint.ts), which is also what the server rendered, so the first client
 * render matches the HTML and a signed-in person never sees a signed-out shell first.
 */
export function useAccountRole(): ShellRole {
  const isReady = useStateReady();
  const isLogin = useAppStore((state) => state.auth.isLogin);
  const accountType = useAppStore((state) => state.auth.accountType);
  const userInfo = useAppStore((state) => state.userInfo);
  const roleHint = useRoleHint();
  return isReady ? shellRoleOf(isLogin, accountType, userInfo) : roleHint;
}
