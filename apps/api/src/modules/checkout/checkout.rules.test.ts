import { describe, expect, it } from "vitest";
import { checkoutProblems, todayIn } from "./checkout.rules";

describe("today in Tehran", () => {
  it("follows Tehran's calendar, not UTC's", () => {
    // 22:00 UTC on 1 March is 01:30 on 2 March in Tehran (UTC+03:30).
    expect(todayIn(new Date("2026-03-01T22:00:00Z"))).toBe("2026-03-02");
    expect(todayIn(new Date("2026-03-01T12:00:00Z"))).toBe("2026-03-01");
  });
});

describe("checkout problems", () => {
  const now = new Date("2026-03-01T12:00:00Z");
  const delivered = { send_method: "driver", time_block_id: 1 } as const;
  it("refuses a delivery date before today", () => {
    expect(
      checkoutProblems(
        { ...delivered, delivery_date: "2026-02-28", payment_method: "wallet" },
        now,
      ),
    ).toEqual({ delivery_date: "date_before_today" });
    expect(
      checkoutProblems(
        { ...delivered, delivery_date: "2026-03-01", payment_method: "wallet" },
        now,
      ),
    ).toEqual({});
  });

  it("needs a gateway when paying through one", () => {
    expect(
      checkoutProblems(
        { ...delivered, delivery_date: "2026-03-05", payment_method: "gateway" },
        now,
      ),
    ).toEqual({ gateway: "gateway_required" });
    expect(
      checkoutProblems(
        {
          ...delivered,
          delivery_date: "2026-03-05",
          payment_method: "gateway",
          gateway: "sandbox",
        },
        now,
      ),
    ).toEqual({});
  });

  it("needs a time window for what is delivered, not for a pickup", () => {
    const paid = { delivery_date: "2026-03-05", payment_method: "wallet" } as const;
    expect(checkoutProblems({ ...paid, send_method: "seller" }, now)).toEqual({
      time_block_id: "invalid_choice",
    });
    expect(checkoutProblems({ ...paid, send_method: "pickup" }, now)).toEqual({});
  });
});
