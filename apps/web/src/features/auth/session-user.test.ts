import type { SessionUser } from "@kesht/contracts";
import { beforeEach, describe, expect, it } from "vitest";
import { initialAppData } from "@/lib/state/app-state";
import { useAppStore } from "@/lib/state/app-store";
import { applySessionUser, shellRoleOf } from "./session-user";

function user(role: SessionUser["role"], name: string | null = "Sara"): SessionUser {
  return { id: 7, mobile: "09121234567", role, name, email: null, registration: "complete" };
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

  it("signs out when the server has no session, or one without an account yet", () => {
    applySessionUser(user("customer"));
    applySessionUser(null);
    expect(useAppStore.getState().auth.isLogin).toBe(false);

    applySessionUser(user("customer"));
    applySessionUser(user(null));
    expect(useAppStore.getState()).toMatchObject({ auth: { isLogin: false }, userInfo: null });
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
  });
});
