import type { SessionUser } from "@kesht/contracts";
import { beforeEach, describe, expect, it } from "vitest";
import { initialAppData } from "@/lib/state/app-state";
import { useAppStore } from "@/lib/state/app-store";
import { applySessionUser, shellRoleOf } from "./session-user";

function user(role: SessionUser["role"], name: string | null = "Sara"): SessionUser {
  return {
    id: 7,
    mobile: "09121234567",
    role,
    name,
    email: null,
    registration: role ? "complete" : "none",
    roles: role ? [{ role, registration: "complete" }] : [],
  };
}

beforeEach(() => {
  useAppStore.setState(initialAppData);
});

describe("applySessionUser", () => {
  it("signs a customer and a seller in with their account type", () => {
    applySessionUser(user("customer"));
    expect(useAppStore.getState().auth).toMatchObject({ isLogin: true, accountType: "customer" });

    applySessionUser(user("seller"));
    expect(useAppStore.getState().auth).toMatchObject({ isLogin: true, accountType: "seller" });
    expect(useAppStore.getState().userInfo).toMatchObject({ id: 7, role: "seller" });
  });

  it("signs out when the server has no session", () => {
    applySessionUser(user("customer"));
    applySessionUser(null);
    expect(useAppStore.getState()).toMatchObject({ auth: { isLogin: false }, userInfo: null });
  });

  it("keeps someone signed in who acts in no role yet, as a newcomer", () => {
    applySessionUser(user(null));
    const { auth, userInfo } = useAppStore.getState();
    expect(auth).toMatchObject({ isLogin: true, accountType: "customer" });
    expect(shellRoleOf(auth.isLogin, auth.accountType, userInfo)).toBe("newcomer");
  });

  it("follows a switch to another role the person holds", () => {
    const both: SessionUser["roles"] = [
      { role: "customer", registration: "complete" },
      { role: "seller", registration: "complete" },
    ];
    applySessionUser({ ...user("seller"), roles: both });
    applySessionUser({ ...user("customer"), roles: both });
    const { auth, userInfo } = useAppStore.getState();
    expect(auth.accountType).toBe("customer");
    expect(shellRoleOf(auth.isLogin, auth.accountType, userInfo)).toBe("customer");
  });

  it("keeps an admin's role for the shell", () => {
    applySessionUser(user("admin"));
    const { auth, userInfo } = useAppStore.getState();
    expect(shellRoleOf(auth.isLogin, auth.accountType, userInfo)).toBe("admin");
  });

  it("follows a new name from the server", () => {
    applySessionUser(user("customer", "Sara"));
    applySessionUser(user("customer", "Sara Ahmadi"));
    expect(useAppStore.getState().userInfo).toMatchObject({ name: "Sara Ahmadi" });
  });
});

describe("shellRoleOf", () => {
  it("is guest when signed out, whatever was saved", () => {
    expect(shellRoleOf(false, "seller", { role: "seller" })).toBe("guest");
    expect(shellRoleOf(true, "seller", null)).toBe("seller");
    expect(shellRoleOf(true, "customer", null)).toBe("customer");
    // Saved before people held several roles: no `roles` yet.
    const { roles: _roles, ...savedBefore } = user("admin");
    expect(shellRoleOf(true, "customer", savedBefore)).toBe("admin");
  });
});
