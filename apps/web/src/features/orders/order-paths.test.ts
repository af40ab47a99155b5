// @vitest-environment node
import { describe, expect, it } from "vitest";
import { orderPage, ordersTabPage, readOrderId } from "./order-paths";

describe("order addresses", () => {
  it("read an order id from the path, and nothing else", () => {
    expect(readOrderId("42")).toBe(42);
    for (const oid of ["0", "-1", "4.2", "abc", "42abc", "", "99999999999999999"]) {
      expect(readOrderId(oid)).toBeNull();
    }
  });

  it("name each side's pages, the first tab without a query", () => {
    expect(orderPage("customer", 7)).toBe("/customer/orders/7");
    expect(orderPage("seller", 7)).toBe("/shop/orders/7");
    expect(ordersTabPage("seller", "new", "new")).toBe("/shop/orders");
    expect(ordersTabPage("seller", "past", "new")).toBe("/shop/orders?tab=past");
    expect(ordersTabPage("customer", "past", "current")).toBe("/customer/orders?tab=past");
  });
});
