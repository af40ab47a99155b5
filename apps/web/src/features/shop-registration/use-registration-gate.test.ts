// @vitest-environment node
import type { SessionUser } from "@kesht/contracts";
import { describe, expect, it } from "vitest";
import { needsShopSession, redirectFor } from "./use-registration-gate";

const user = (overrides: Partial<SessionUser>): SessionUser => ({
  id: 1,
  mobile: "09121234567",
  role: null,
  name: null,
  email: null,
  registration: "none",
  roles: [],
  ...overrides,
});

const shopAt = (registration: "shop_step1" | "complete") =>
  ({ role: "seller", registration }) as const;
const customer = { role: "customer", registration: "complete" } as const;

describe("redirectFor", () => {
  it("sends signed-out visitors to the shop door", () => {
    expect(redirectFor(null, 1)).toBe("/auth?door=shop");
  });

  it("sends finished shops to their dashboard from any step", () => {
    const seller = user({ role: "seller", registration: "complete", roles: [shopAt("complete")] });
    expect(redirectFor(seller, 1)).toBe("/shop/home");
    expect(redirectFor(seller, 3)).toBe("/shop/home");
  });

  it("keeps steps 2 and 3 for those who finished step 1", () => {
    expect(redirectFor(user({}), 1)).toBeNull();
    expect(redirectFor(user({}), 2)).toBe("/auth/register/shop");
    const halfway = user({
      role: "seller",
      registration: "shop_step1",
      roles: [shopAt("shop_step1")],
    });
    expect(redirectFor(halfway, 1)).toBeNull();
    expect(redirectFor(halfway, 2)).toBeNull();
    expect(redirectFor(halfway, 3)).toBeNull();
  });

  it("lets a customer open a shop with the same number", () => {
    const buyer = user({ role: "customer", registration: "complete", roles: [customer] });
    expect(redirectFor(buyer, 1)).toBeNull();
    expect(redirectFor(buyer, 2)).toBe("/auth/register/shop");
  });

  it("leaves a customer who already has a shop where they are, to be offered the switch", () => {
    const both = user({
      role: "customer",
      registration: "complete",
      roles: [customer, shopAt("complete")],
    });
    expect(redirectFor(both, 1)).toBeNull();
  });
});

describe("needsShopSession", () => {
  it("is true only for a shop half registered while the session acts in another role", () => {
    const roles = [customer, shopAt("shop_step1")];
    expect(needsShopSession(user({ role: "customer", registration: "complete", roles }))).toBe(
      true,
    );
    expect(needsShopSession(user({ role: "seller", registration: "shop_step1", roles }))).toBe(
      false,
    );
    expect(
      needsShopSession(user({ role: "customer", registration: "complete", roles: [customer] })),
    ).toBe(false);
  });
});
