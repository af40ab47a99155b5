// @vitest-environment node
import { describe, expect, it } from "vitest";
import { paths, readOrderId } from "./paths";
import { isThreadPath } from "./thread-paths";

describe("the web's pages", () => {
  it("read an order id from the path, and nothing else", () => {
    expect(readOrderId("42")).toBe(42);
    for (const oid of ["0", "-1", "4.2", "abc", "42abc", "", "99999999999999999"]) {
      expect(readOrderId(oid)).toBeNull();
    }
  });

  it("name each side's order pages, the first tab without a query", () => {
    expect(paths.order("customer", 7)).toBe("/customer/orders/7");
    expect(paths.order("seller", 7)).toBe("/shop/orders/7");
    expect(paths.ordersTab("seller", "new", "new")).toBe("/shop/orders");
    expect(paths.ordersTab("seller", "past", "new")).toBe("/shop/orders?tab=past");
    expect(paths.ordersTab("customer", "past", "current")).toBe("/customer/orders?tab=past");
  });

  it("name the storefront's and the chat's pages", () => {
    expect(paths.product(5)).toBe("/customer/products/5");
    expect(paths.shop(3)).toBe("/customer/shops/3");
    expect(paths.thread("seller", 7)).toBe("/shop/profile/messages/7");
    expect(paths.threadFallback({ role: "driver", groupId: 3 })).toBe("/driver/jobs/3");
    expect(paths.threadFallback({ role: "customer", orderId: 7 })).toBe(
      "/customer/profile/messages",
    );
  });

  it("knows the full-screen thread pages, and nothing else", () => {
    for (const path of [
      "/customer/profile/messages/12",
      "/shop/profile/messages/12",
      "/shop/profile/messages/admin",
      "/customer/orders/12/chat",
      "/shop/orders/12/chat",
      "/driver/jobs/3/orders/12/chat",
    ]) {
      expect(isThreadPath(path), path).toBe(true);
    }
    for (const path of [
      "/customer/profile/messages",
      "/shop/profile/messages",
      "/customer/orders/12",
      "/driver/jobs/3",
      "/driver/jobs/3/orders/12/chat/x",
      "/customer/profile/messages/12/extra",
    ]) {
      expect(isThreadPath(path), path).toBe(false);
    }
  });
});
