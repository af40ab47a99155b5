import { describe, expect, it } from "vitest";
import { commissionBackRials, lineRefundRials } from "./returns.rules";

describe("a return's arithmetic", () => {
  it("charges a share of the line, and exactly what is left for the rest of it", () => {
    const line = { count: 3, totalRials: 1_000_000, alreadyQuantity: 0, alreadyRials: 0 };
    expect(lineRefundRials({ ...line, quantity: 1 })).toBe(333_333);
    expect(
      lineRefundRials({ ...line, quantity: 2, alreadyQuantity: 1, alreadyRials: 333_333 }),
    ).toBe(666_667);
    expect(lineRefundRials({ ...line, quantity: 0.1 + 0.2 })).toBe(100_000);
  });

  it("gives back the commission in proportion, never more than was taken over many refunds", () => {
    const order = { commissionRials: 101, goodsRials: 1_000 };
    let before = 0;
    let back = 0;
    for (const refund of [333, 333, 334]) {
      back += commissionBackRials({ ...order, refundedBeforeRials: before, refundRials: refund });
      before += refund;
    }
    expect(back).toBe(101);
    expect(commissionBackRials({ ...order, refundedBeforeRials: 0, refundRials: 500 })).toBe(51);
    expect(
      commissionBackRials({
        commissionRials: 0,
        goodsRials: 10,
        refundedBeforeRials: 0,
        refundRials: 5,
      }),
    ).toBe(0);
  });
});
