import { cancellableStatuses, orderStatuses, orderTabStatuses } from "@kesht/contracts";
import { describe, expect, it } from "vitest";
import { AppError } from "../../lib/app-error";
import { assertTransition, canTransition, orderTransitions } from "./orders.states";

/** Every move ARCHITECTURE §6 allows, written out once more by hand. */
const allowed = new Set([
  "pending_payment→paid",
  "pending_payment→cancelled",
  "paid→preparing",
  "paid→cancelled",
  "preparing→awaiting_driver",
  "preparing→in_transit",
  "preparing→cancelled",
  "awaiting_driver→driver_assigned",
  "awaiting_driver→preparing",
  "driver_assigned→in_transit",
  "driver_assigned→preparing",
  "in_transit→delivered",
  "delivered→received",
  "delivered→disputed",
  "disputed→received",
  "disputed→cancelled",
  "received→completed",
]);

describe("order state table", () => {
  it("names every status, and only known ones", () => {
    expect(Object.keys(orderTransitions).sort()).toEqual([...orderStatuses].sort());
    for (const targets of Object.values(orderTransitions)) {
      for (const target of targets) expect(orderStatuses).toContain(target);
    }
  });

  it("allows exactly the documented moves, across all pairs", () => {
    for (const from of orderStatuses) {
      for (const to of orderStatuses) {
        expect(canTransition(from, to), `${from}→${to}`).toBe(allowed.has(`${from}→${to}`));
      }
    }
  });

  it("refuses an illegal move with 409 invalid_transition", () => {
    expect(() => assertTransition("paid", "paid")).toThrow(AppError);
    try {
      assertTransition("cancelled", "paid");
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe("invalid_transition");
      expect((error as AppError).statusCode).toBe(409);
    }
    expect(() => assertTransition("in_transit", "cancelled")).toThrow(/cannot be changed/);
    expect(() => assertTransition("paid", "preparing")).not.toThrow();
  });

  it("keeps completed and cancelled final", () => {
    expect(orderTransitions.completed).toEqual([]);
    expect(orderTransitions.cancelled).toEqual([]);
  });

  it("puts every status in exactly one seller tab except pending_payment", () => {
    const tabs = [
      ...orderTabStatuses.seller.new,
      ...orderTabStatuses.seller.current,
      ...orderTabStatuses.seller.past,
    ];
    expect(new Set(tabs).size).toBe(tabs.length);
    expect([...tabs, "pending_payment"].sort()).toEqual([...orderStatuses].sort());
  });

  it("puts every status in exactly one customer tab", () => {
    const tabs = [...orderTabStatuses.customer.current, ...orderTabStatuses.customer.past];
    expect(new Set(tabs).size).toBe(tabs.length);
    expect([...tabs].sort()).toEqual([...orderStatuses].sort());
  });

  it("lets each side cancel only from statuses the table can cancel", () => {
    for (const status of [...cancellableStatuses.customer, ...cancellableStatuses.seller]) {
      expect(canTransition(status, "cancelled")).toBe(true);
    }
  });
});
