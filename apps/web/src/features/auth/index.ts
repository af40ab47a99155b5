/** What other features use of auth: they import it from here, never from a file inside. */
export { MobileNumber } from "./mobile-number";
export { rememberReturnPath, safeReturnPath, signInPathReturningTo } from "./return-path";
export { roleChoicesFor } from "./role-choices";
export { shellRoleHintOf } from "./role-hint";
export { RoleHintProvider } from "./role-hint-context";
export { roleIcons } from "./role-icons";
export { RoleSwitchList } from "./role-switch-list";
export { applySessionUser } from "./session-store";
export { SESSION_PATH, syncSession, useSessionSync } from "./session-sync";
export type { ShellRole } from "./session-user";
export { readSessionUser, shellRoleOf } from "./session-user";
export { useAccountRole } from "./use-account-role";
export { useLogout } from "./use-logout";
export { useRoleSwitch } from "./use-role-switch";
export { useSessionUser } from "./use-session-user";
