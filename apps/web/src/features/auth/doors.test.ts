// @vitest-environment node
import type { SessionUser } from "@kesht/contracts";
import { describe, expect, it } from "vitest";
import { landingPathFor, loginPath, sendCodePath } from "./doors";

function user(role: SessionUser["role"], registration: SessionUser["registration"]): SessionUser {
  const roles = role && registration !== "none" ? [{ role, registration }] : [];
  return { id: 1, mobile: "09121234567", role, name: null, email: null, registration, roles };
}

describe("sign-in doors", () => {
  it("call the customer, seller, driver and admin endpoints", () => {
    expect(sendCodePath("driver")).toBe("/driver/login/code/send");
    expect(loginPath("driver")).toBe("/driver/login");
    expect(sendCodePath("customer")).toBe("/customer/login/code/send");
    expect(sendCodePath("shop")).toBe("/seller/login/code/send");
    expect(loginPath("shop")).toBe("/seller/login");
    expect(loginPath("admin")).toBe("/admin/login");
  });

  it("send each person to their home once signed in", () => {
    expect(landingPathFor(user("customer", "complete"), "customer")).toBe("/");
    expect(landingPathFor(user("seller", "complete"), "shop")).toBe("/shop/home");
    expect(landingPathFor(user("admin", "complete"), "admin")).toBe("/admin");
    expect(landingPathFor(user("driver", "complete"), "driver")).toBe("/driver/home");
  });

  it("send a new number on to registration through the door it came in by", () => {
    expect(landingPathFor(user(null, "none"), "customer")).toBe("/auth/register/customer");
    expect(landingPathFor(user(null, "none"), "shop")).toBe("/auth/register/shop");
    expect(landingPathFor(user(null, "none"), "driver")).toBe("/auth/register/driver");
  });

  it("send a shop that stopped after step one on to step two", () => {
    expect(landingPathFor(user("seller", "shop_step1"), "shop")).toBe(
      "/auth/register/shop/location",
    );
  });
});
