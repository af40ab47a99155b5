import { describe, expect, it } from "vitest";
import { subjectHref } from "./report-subject";

const subject = (kind: "product" | "shop" | "order" | "chat_message", orderId: number | null) => ({
  kind,
  id: 7,
  title: null,
  title_en: null,
  order_id: orderId,
  hidden: null,
});

describe("where a report's subject opens", () => {
  it("opens products and shops on their public pages for everyone", () => {
    for (const viewer of ["customer", "seller", "admin"] as const) {
      expect(subjectHref(subject("product", null), viewer)).toBe("/customer/products/7");
      expect(subjectHref(subject("shop", null), viewer)).toBe("/customer/shops/7");
    }
  });

  it("opens orders and chat messages on the reader's own side; admins on the console's order page", () => {
    expect(subjectHref(subject("order", 7), "customer")).toBe("/customer/orders/7");
    expect(subjectHref(subject("order", 7), "seller")).toBe("/shop/orders/7");
    expect(subjectHref(subject("order", 7), "admin")).toBe("/admin/orders/7");
    expect(subjectHref(subject("chat_message", 12), "customer")).toBe("/customer/orders/12/chat");
    expect(subjectHref(subject("chat_message", 12), "seller")).toBe("/shop/orders/12/chat");
    expect(subjectHref(subject("chat_message", 12), "admin")).toBe("/admin/orders/12#order-chat");
    expect(subjectHref(subject("chat_message", null), "customer")).toBeNull();
    expect(subjectHref(subject("chat_message", null), "admin")).toBeNull();
  });
});
