import { ROLE_HINT_COOKIE, SESSION_COOKIE } from "@kesht/contracts";
import { describe, expect, it } from "vitest";
import { shellRoleHintOf } from "./role-hint";

function cookies(values: Record<string, string>) {
  return {
    get: (name: string) => (name in values ? { value: values[name] as string } : undefined),
  };
}

describe("shellRoleHintOf", () => {
  it("draws a guest without a session cookie, whatever the hint says", () => {
    expect(shellRoleHintOf(cookies({}))).toBe("guest");
    expect(shellRoleHintOf(cookies({ [ROLE_HINT_COOKIE]: "seller" }))).toBe("guest");
    expect(shellRoleHintOf(cookies({ [SESSION_COOKIE]: "" }))).toBe("guest");
  });

  it("draws the hinted role for a session", () => {
    for (const role of ["customer", "seller", "driver", "admin"] as const) {
      expect(shellRoleHintOf(cookies({ [SESSION_COOKIE]: "s", [ROLE_HINT_COOKIE]: role }))).toBe(
        role,
      );
    }
  });

  it("draws a newcomer for a session in no role or an unknown one", () => {
    expect(shellRoleHintOf(cookies({ [SESSION_COOKIE]: "s" }))).toBe("newcomer");
    expect(shellRoleHintOf(cookies({ [SESSION_COOKIE]: "s", [ROLE_HINT_COOKIE]: "root" }))).toBe(
      "newcomer",
    );
  });
});
