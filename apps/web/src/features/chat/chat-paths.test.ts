import { describe, expect, it } from "vitest";
import { orderChatApi, roomsApi } from "./chat-paths";

describe("chat paths", () => {
  it("names each side's API", () => {
    expect(roomsApi("seller")).toBe("/seller/chat-rooms");
    expect(roomsApi("driver")).toBe("/driver/chat-rooms");
    expect(orderChatApi({ role: "customer", orderId: 7 })).toBe("/customer/orders/7/chat");
    expect(orderChatApi({ role: "seller", orderId: 7 })).toBe("/seller/orders/7/chat");
    expect(orderChatApi({ role: "driver", groupId: 3, orderId: 7 })).toBe(
      "/driver/jobs/3/orders/7/chat",
    );
  });
});
