// @vitest-environment node
import type { SessionUser } from "@kesht/contracts";
import { describe, expect, it } from "vitest";
import { redirectFor } from "./use-registration-gate";

const user = (overrides: Partial<SessionUser>): SessionUser => ({
  id: 1,
  mobile: "09121234567",
  role: null,
  name: null,
  email: null,
  registration: "none",
  ...overrides,
});

describe("redirectFor", () => {
  it("sends signed-out visitors to the shop door", () => {
    expect(redirectFor(null, 1)).toBe("/auth?door=shop");
  });

  it("sends finished shops to their dashboard from any step", () => {
    const seller = user({ role: "seller", registration: "complete" });
    expect(redirectFor(seller, 1)).toBe("/shop/home");
    expect(redirectFor(seller, 3)).toBe("/shop/home");
  });

  it("keeps steps 2 and 3 for those who finished step 1", () => {
    expect(redirectFor(user({}), 1)).toBeNull();
    expect(redirectFor(user({}), 2)).toBe("/auth/register/shop");
    const halfway = user({ role: "seller", registration: "shop_step1" });
    expect(redirectFor(halfway, 1)).toBeNull();
    expect(redirectFor(halfway, 2)).toBeNull();
    expect(redirectFor(halfway, 3)).toBeNull();
  });

  it("leaves other accounts where they are, to be told", () => {
    expect(redirectFor(user({ role: "customer", registration: "complete" }), 1)).toBeNull();
  });
});
