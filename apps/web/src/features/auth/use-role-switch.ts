"use client";

import type { Role, SessionUser } from "@kesht/contracts";
import { useState } from "react";
import { request } from "@/lib/api";
import { landingAfterSwitch } from "./role-choices";
import { applySessionUser } from "./session-store";

/**
 * Switches the session to another role the person holds (POST /auth/session/role) and lands
 * on that role's home with a full page load: nothing cached for the other role stays in
 * memory, and the web server redirects by the new role from the first request.
 */
export function useRoleSwitch() {
  const [pendingRole, setPendingRole] = useState<Role | null>(null);

  async function switchTo(role: Role) {
    setPendingRole(role);
    const envelope = await request<{ user: SessionUser }>({
      method: "POST",
      path: "/auth/session/role",
      payload: { role },
      label: "switch role",
    });
    if (!envelope) {
      setPendingRole(null);
      return;
    }
    applySessionUser(envelope.data.user);
    window.location.assign(landingAfterSwitch(envelope.data.user));
  }

  return { switchTo, pendingRole };
}
