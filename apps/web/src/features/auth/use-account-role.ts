"use client";

import { useClientView } from "@/lib/state/client-view";
import { useRoleHint } from "./role-hint-context";
import { type ShellRole, shellRoleOf } from "./session-user";

/**
 * The role the session acts in. Until saved state has loaded it is the role the session
 * cookies name (role-hint.ts), which is also what the server rendered, so the first client
 * render matches the HTML and a signed-in person never sees a signed-out shell first.
 */
export function useAccountRole(): ShellRole {
  const isReady = useClientView((view) => view.ready);
  const isLogin = useClientView((view) => view.auth.isLogin);
  const accountType = useClientView((view) => view.auth.accountType);
  const userInfo = useClientView((view) => view.userInfo);
  const roleHint = useRoleHint();
  return isReady ? shellRoleOf(isLogin, accountType, userInfo) : roleHint;
}
