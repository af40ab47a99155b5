"use client";

import { createContext, useContext } from "react";
import type { ShellRole } from "./session-user";

const RoleHintContext = createContext<ShellRole>("guest");

/** Hands the server's reading of the session cookies (role-hint.ts) to the shell. */
export function RoleHintProvider({
  role,
  children,
}: {
  role: ShellRole;
  children: React.ReactNode;
}) {
  return <RoleHintContext.Provider value={role}>{children}</RoleHintContext.Provider>;
}

/** Who the session cookies name: the account role until the browser's saved state has loaded. */
export function useRoleHint(): ShellRole {
  return useContext(RoleHintContext);
}
