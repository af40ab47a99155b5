import { ROLE_HINT_COOKIE, roles, SESSION_COOKIE } from "@kesht/contracts";
import { isOneOf } from "@/lib/plain-checks";
import type { ShellRole } from "./session-user";

interface CookieReader {
  get(name: string): { value: string } | undefined;
}

/**
 * Who the server draws the shell for, from the session cookie and the role hint beside it
 * (the API keeps the hint in step at sign-in, a role switch and a registration). The browser
 * draws the same until its saved state has loaded, so the first paint is already right for a
 * signed-in person (decision 027). A hint is never trusted for access: the API checks every call.
 */
export function shellRoleHintOf(cookies: CookieReader): ShellRole {
  if (!cookies.get(SESSION_COOKIE)?.value) return "guest";
  const hint = cookies.get(ROLE_HINT_COOKIE)?.value;
  // Signed in and acting in no role yet: they verified their number and have to register.
  return isOneOf(roles, hint) ? hint : "newcomer";
}
