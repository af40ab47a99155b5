import { registrationStates, roles, type SessionUser, sessionUserSchema } from "@kesht/contracts";
import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { initialAppData } from "@/lib/state/app-state";
import { useAppStore } from "@/lib/state/app-store";
import { applySessionUser } from "./session-store";
import { readSessionUser, shellRoleOf } from "./session-user";

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

describe("readSessionUser", () => {
  // The shell checks the saved user by hand (no zod on every page): it must take and give
  // back exactly what sessionUserSchema does, a missing `roles` counting as none.
  const held = fc.record(
    {
      role: fc.constantFrom(...roles, "owner"),
      registration: fc.constantFrom("shop_step1", "complete", "none"),
      note: fc.string(),
    },
    { requiredKeys: ["role", "registration"] },
  );
  const userLike = fc.record(
    {
      id: fc.oneof(fc.integer(), fc.double(), fc.constant(2 ** 53), fc.string()),
      mobile: fc.oneof(fc.string(), fc.constant(null)),
      role: fc.constantFrom(...roles, null, "owner"),
      name: fc.oneof(fc.string(), fc.constant(null), fc.integer()),
      email: fc.oneof(fc.string(), fc.constant(null), fc.boolean()),
      registration: fc.constantFrom(...registrationStates, "done", null),
      roles: fc.oneof(fc.array(held, { maxLength: 3 }), fc.constant("customer"), fc.constant(null)),
      extra: fc.anything(),
    },
    { requiredKeys: [] },
  );

  it("takes and gives back what sessionUserSchema does", () => {
    fc.assert(
      fc.property(fc.oneof(userLike, fc.anything()), (value) => {
        const parsed = sessionUserSchema.safeParse(
          typeof value === "object" && value !== null && !Array.isArray(value)
            ? { roles: [], ...value }
            : value,
        );
        expect(readSessionUser(value)).toEqual(parsed.success ? parsed.data : null);
      }),
      { numRuns: 500 },
    );
  });

  it("reads a saved user, and one saved before people held several roles as holding none", () => {
    const { roles: _held, ...older } = user("customer");
    expect(readSessionUser({ ...user("seller"), extra: 1 })).toEqual(user("seller"));
    expect(readSessionUser(older)).toEqual({ ...user("customer"), roles: [] });
    expect(readSessionUser({ ...user("customer"), id: "7" })).toBeNull();
    expect(readSessionUser(null)).toBeNull();
  });
});
