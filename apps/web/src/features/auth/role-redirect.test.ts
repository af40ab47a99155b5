// @vitest-environment node
import { describe, expect, it } from "vitest";
import { roleRedirect } from "./role-redirect";

const signedOut = { hasSession: false, role: null };
const customer = { hasSession: true, role: "customer" };
const seller = { hasSession: true, role: "seller" };
const admin = { hasSession: true, role: "admin" };
const driver = { hasSession: true, role: "driver" };
const unregistered = { hasSession: true, role: null };

describe("roleRedirect", () => {
  it("sends signed-out visitors of account pages to /auth, with the page as the way back", () => {
    for (const path of [
      "/customer/profile",
      "/customer/profile/edit-profile",
      "/customer/orders",
      "/customer/orders/12",
      "/customer/cart",
      "/customer/cart/checkout/3",
      "/customer/addresses/add",
      "/shop/home",
      "/shop/products/add",
      "/admin/sellers",
      "/admin/drivers",
      "/driver/home",
      "/driver/profile/wallet",
    ]) {
      expect(roleRedirect(path, signedOut), path).toBe(`/auth?next=${encodeURIComponent(path)}`);
    }
  });

  it("leaves public pages open to signed-out visitors", () => {
    for (const path of [
      "/",
      "/customer/products",
      "/customer/products/5",
      "/customer/shops/2",
      "/customer/categories",
      "/auth",
      "/terms",
      "/customer/profiles-of-nobody",
    ]) {
      expect(roleRedirect(path, signedOut), path).toBeNull();
    }
  });

  it("sends a seller from / and every customer page to the dashboard", () => {
    for (const path of ["/", "/customer/orders", "/customer/products", "/customer/profile"]) {
      expect(roleRedirect(path, seller), path).toBe("/shop/home");
    }
    expect(roleRedirect("/shop/orders", seller)).toBeNull();
    expect(roleRedirect("/terms", seller)).toBeNull();
    expect(roleRedirect("/admin/sellers", seller)).toBe("/");
  });

  it("sends a customer away from shop and admin pages", () => {
    expect(roleRedirect("/shop/home", customer)).toBe("/");
    expect(roleRedirect("/admin/sellers", customer)).toBe("/");
    expect(roleRedirect("/customer/orders", customer)).toBeNull();
    expect(roleRedirect("/", customer)).toBeNull();
  });

  it("lets an admin into /admin and sends them there from customer account pages", () => {
    expect(roleRedirect("/admin/sellers", admin)).toBeNull();
    expect(roleRedirect("/customer/profile", admin)).toBe("/admin");
    expect(roleRedirect("/shop/home", admin)).toBe("/");
    expect(roleRedirect("/", admin)).toBeNull();
  });

  it("keeps a driver on the driver's pages, and everyone else off them", () => {
    for (const path of ["/driver/home", "/driver/profile", "/driver/profile/turnovers"]) {
      expect(roleRedirect(path, driver), path).toBeNull();
      expect(roleRedirect(path, customer), path).toBe("/");
      expect(roleRedirect(path, seller), path).toBe("/");
      expect(roleRedirect(path, admin), path).toBe("/");
      expect(roleRedirect(path, unregistered), path).toBe("/auth");
    }
    for (const path of ["/", "/customer/orders", "/shop/home", "/admin/drivers"]) {
      expect(roleRedirect(path, driver), path).toBe("/driver/home");
    }
    // The storefront stays open to a driver, as it is to everyone.
    expect(roleRedirect("/customer/products", driver)).toBeNull();
  });

  it("treats a session without a role (not registered yet) as signed out for account pages", () => {
    expect(roleRedirect("/customer/orders", unregistered)).toBe("/auth");
    expect(roleRedirect("/shop/home", unregistered)).toBe("/auth");
    expect(roleRedirect("/", unregistered)).toBeNull();
  });

  it("keeps the page's query on the way back", () => {
    expect(roleRedirect("/customer/orders", signedOut, "?tab=past")).toBe(
      `/auth?next=${encodeURIComponent("/customer/orders?tab=past")}`,
    );
  });

  it("sends someone already signed in from /auth to the way back, or home", () => {
    expect(roleRedirect("/auth", customer)).toBe("/");
    expect(roleRedirect("/auth", seller)).toBe("/shop/home");
    expect(roleRedirect("/auth", admin)).toBe("/admin");
    expect(roleRedirect("/auth", driver)).toBe("/driver/home");
    expect(roleRedirect("/auth", customer, "?next=%2Fcustomer%2Forders")).toBe("/customer/orders");
    // Signed out, or verified but not registered: the form is what they need.
    expect(roleRedirect("/auth", signedOut, "?next=%2Fcustomer%2Forders")).toBeNull();
    expect(roleRedirect("/auth", unregistered)).toBeNull();
  });

  it("never leaves the site through the way back", () => {
    for (const next of [
      "https://evil.example/x",
      "//evil.example/x",
      "/\\evil.example/x",
      "javascript:alert(1)",
      "/auth/verify",
    ]) {
      expect(roleRedirect("/auth", customer, `?next=${encodeURIComponent(next)}`), next).toBe("/");
    }
  });
});
