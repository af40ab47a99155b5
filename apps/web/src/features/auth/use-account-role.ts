"use client";

import { useClientView } from "@/lib/state/client-view";
import { useRoleHint } from "./role-hint-context";
import { type ShellRole, shellRoleOf } from "./session-user";

/**
 * The role the session acts in. Until saved state has loaded it is the role the session
 * cookies name (role-hint.ts), which is also what the server rendered, so the first client
 * render matches the HTML and a signed-in person never sees a signed-out shell first.
 *
 * The role is read from the view as one string, so a component re-renders only when the role
 * itself changes: not when the saved state loads and says what the cookies said (every product
 * card's heart reads this; issue 26).
 */
export function useAccountRole(): ShellRole {
  const roleHint = useRoleHint();
  return useClientView((view) =>
    view.ready ? shellRoleOf(view.auth.isLogin, view.auth.accountType, view.userInfo) : roleHint,
  );
}
