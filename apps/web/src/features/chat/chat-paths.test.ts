import { describe, expect, it } from "vitest";
import { isThreadPath, orderChatApi, roomsApi, threadFallbackPage, threadPage } from "./chat-paths";

describe("chat paths", () => {
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

  it("names each side's API and pages", () => {
    expect(roomsApi("seller")).toBe("/seller/chat-rooms");
    expect(roomsApi("driver")).toBe("/driver/chat-rooms");
    expect(orderChatApi({ role: "customer", orderId: 7 })).toBe("/customer/orders/7/chat");
    expect(orderChatApi({ role: "seller", orderId: 7 })).toBe("/seller/orders/7/chat");
    expect(orderChatApi({ role: "driver", groupId: 3, orderId: 7 })).toBe(
      "/driver/jobs/3/orders/7/chat",
    );
    expect(threadPage("seller", 7)).toBe("/shop/profile/messages/7");
    expect(threadFallbackPage({ role: "driver", groupId: 3, orderId: 7 })).toBe("/driver/jobs/3");
    expect(threadFallbackPage({ role: "customer", orderId: 7 })).toBe("/customer/profile/messages");
  });
});
