// @vitest-environment node
import { orderStatuses, tabOfStatus } from "@kesht/contracts";
import { describe, expect, it } from "vitest";
import { statusTone } from "@/components/order-status-badge";
import { isFailedAttempt, orderActions, readOrderTab, wasRefunded } from "./order-status";

describe("order tabs", () => {
  it("reads the tab in the URL, falling back to the side's first tab", () => {
    expect(readOrderTab("customer", "past")).toBe("past");
    expect(readOrderTab("customer", undefined)).toBe("current");
    // A customer has no "new" tab (the API answers it with the current one).
    expect(readOrderTab("customer", "new")).toBe("current");
    expect(readOrderTab("seller", undefined)).toBe("new");
    expect(readOrderTab("seller", ["current", "past"])).toBe("current");
    expect(readOrderTab("seller", "everything")).toBe("new");
  });

  it("lists each status under the tab the API lists it (docs/commerce-api.md)", () => {
    const customer = Object.fromEntries(
      orderStatuses.map((status) => [status, tabOfStatus("customer", status)]),
    );
    expect(customer).toEqual({
      pending_payment: "current",
      paid: "current",
      preparing: "current",
      awaiting_driver: "current",
      driver_assigned: "current",
      in_transit: "current",
      delivered: "current",
      disputed: "current",
      received: "past",
      completed: "past",
      cancelled: "past",
    });
    expect(tabOfStatus("seller", "paid")).toBe("new");
    expect(tabOfStatus("seller", "preparing")).toBe("current");
    expect(tabOfStatus("seller", "disputed")).toBe("current");
    expect(tabOfStatus("seller", "cancelled")).toBe("past");
    // A shop never sees an unpaid order: it is in none of its tabs.
    expect(tabOfStatus("seller", "pending_payment")).toBeNull();
  });
});

describe("status badges", () => {
  it("give every status a colour, and tell waiting, done and ended apart", () => {
    for (const status of orderStatuses) expect(statusTone(status)).toBeTruthy();
    expect(statusTone("pending_payment")).toBe("amber");
    expect(statusTone("completed")).toBe("green");
    expect(statusTone("received")).toBe("green");
    expect(statusTone("cancelled")).toBe("red");
    expect(statusTone("disputed")).not.toBe(statusTone("delivered"));
    expect(statusTone("paid")).not.toBe(statusTone("preparing"));
  });
});

describe("what each side may do", () => {
  it("lets a customer pay a waiting order and cancel only a paid one", () => {
    expect(orderActions("customer", "pending_payment")).toEqual({
      canPay: true,
      canAccept: false,
      canCancel: false,
    });
    expect(orderActions("customer", "paid")).toMatchObject({ canPay: false, canCancel: true });
    expect(orderActions("customer", "preparing")).toMatchObject({ canCancel: false });
  });

  it("lets a shop accept a paid order and cancel it until it leaves preparation", () => {
    expect(orderActions("seller", "paid")).toEqual({
      canPay: false,
      canAccept: true,
      canCancel: true,
    });
    expect(orderActions("seller", "preparing")).toEqual({
      canPay: false,
      canAccept: false,
      canCancel: true,
    });
    for (const status of ["awaiting_driver", "delivered", "cancelled", "completed"] as const) {
      expect(orderActions("seller", status)).toEqual({
        canPay: false,
        canAccept: false,
        canCancel: false,
      });
    }
  });

  it("knows a cancelled order was refunded only when it had been paid", () => {
    expect(wasRefunded({ status: "cancelled", paid_at: "2025-06-01T10:00:00.000Z" })).toBe(true);
    expect(wasRefunded({ status: "cancelled", paid_at: null })).toBe(false);
    expect(wasRefunded({ status: "paid", paid_at: "2025-06-01T10:00:00.000Z" })).toBe(false);
  });
});

describe("a failed payment attempt", () => {
  it("is a cancelled order that was never paid, not one cancelled after paying", () => {
    expect(isFailedAttempt({ status: "cancelled", paid_at: null })).toBe(true);
    expect(isFailedAttempt({ status: "cancelled", paid_at: "2025-06-01T10:00:00.000Z" })).toBe(
      false,
    );
    expect(isFailedAttempt({ status: "pending_payment", paid_at: null })).toBe(false);
  });
});
