import { describe, expect, it } from "vitest";
import { commissionRials, settleOrder, splitByWeight } from "./settlement.rules";

describe("splitting a driver price by weight", () => {
  it("gives each order its share and the parts add up to the price", () => {
    expect(splitByWeight(9_000_000, [100, 200])).toEqual([3_000_000, 6_000_000]);
  });

  it("hands the rials rounding leaves over to the largest fractions, never losing one", () => {
    const parts = splitByWeight(10_000_001, [1, 1, 1]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(10_000_001);
    expect(parts).toEqual([3_333_334, 3_333_334, 3_333_333]);
    const uneven = splitByWeight(7, [1.5, 2.25, 0.75]);
    expect(uneven.reduce((a, b) => a + b, 0)).toBe(7);
    expect(uneven).toEqual([2, 4, 1]);
  });

  it("shares equally when no order has a known weight, and all to the one order of a group of one", () => {
    expect(splitByWeight(1_000, [0, 0])).toEqual([500, 500]);
    expect(splitByWeight(1_234_567, [42])).toEqual([1_234_567]);
  });

  it("refuses what is not money or nothing to split across", () => {
    expect(() => splitByWeight(1.5, [1])).toThrow();
    expect(() => splitByWeight(-1, [1])).toThrow();
    expect(() => splitByWeight(100, [])).toThrow();
  });
});

describe("one order's settlement", () => {
  it("takes the commission on the goods only", () => {
    expect(commissionRials(10_000_000, 5)).toBe(500_000);
    expect(commissionRials(10_000_010, 5)).toBe(500_001);
    expect(commissionRials(10_000_000, 0)).toBe(0);
  });

  it("pays the seller goods − commission + fee − driver share, and the parts sum to what was paid", () => {
    const settlement = settleOrder({
      goodsRials: 10_000_000,
      shippingFeeRials: 2_000_000,
      driverShareRials: 1_500_000,
      commissionPercent: 5,
    });
    expect(settlement).toEqual({
      pendingRials: 12_000_000,
      commissionRials: 500_000,
      driverRials: 1_500_000,
      sellerRials: 10_000_000,
    });
    expect(settlement.commissionRials + settlement.driverRials + settlement.sellerRials).toBe(
      settlement.pendingRials,
    );
  });

  it("can leave the seller a negative part when the driver cost more than the fee and goods", () => {
    const settlement = settleOrder({
      goodsRials: 1_000_000,
      shippingFeeRials: 0,
      driverShareRials: 3_000_000,
      commissionPercent: 5,
    });
    expect(settlement.sellerRials).toBe(1_000_000 - 50_000 - 3_000_000);
  });
});
