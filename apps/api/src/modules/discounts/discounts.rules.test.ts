import { describe, expect, it } from "vitest";
import {
  type CodeTerms,
  discountPartRials,
  discountPerLine,
  discountRialsOf,
  refusalOf,
} from "./discounts.rules";

const code: CodeTerms = {
  sellerId: 7,
  kind: "percent",
  percent: 10,
  amountRials: null,
  minBasketRials: 1_000_000,
  perPersonLimit: 1,
  totalLimit: 3,
  startsOn: "2026-11-01",
  endsOn: "2026-11-30",
  active: true,
};
const basket = {
  today: "2026-11-15",
  sellerId: 7,
  itemsTotalRials: 2_000_000,
  usedCount: 0,
  usedByPerson: 0,
};

describe("discount code rules", () => {
  it("accepts a code that fits, and says why one does not, in the order a customer can act on", () => {
    expect(refusalOf(code, basket)).toBeNull();
    expect(refusalOf({ ...code, active: false }, { ...basket, today: "2027-01-01" })).toBe(
      "discount_code_inactive",
    );
    expect(refusalOf(code, { ...basket, today: "2026-10-31" })).toBe("discount_code_not_started");
    expect(refusalOf(code, { ...basket, today: "2026-11-30" })).toBeNull();
    expect(refusalOf(code, { ...basket, today: "2026-12-01" })).toBe("discount_code_expired");
    expect(refusalOf(code, { ...basket, sellerId: 8, itemsTotalRials: 1 })).toBe(
      "discount_code_other_shop",
    );
    expect(refusalOf({ ...code, sellerId: null }, { ...basket, sellerId: 8 })).toBeNull();
    expect(refusalOf(code, { ...basket, itemsTotalRials: 999_999, usedCount: 3 })).toBe(
      "discount_code_below_minimum",
    );
    expect(refusalOf(code, { ...basket, usedCount: 3, usedByPerson: 1 })).toBe(
      "discount_code_used_up",
    );
    expect(refusalOf(code, { ...basket, usedCount: 2, usedByPerson: 1 })).toBe(
      "discount_code_person_limit",
    );
  });

  it("takes a percentage rounded down or the amount, never all of the goods", () => {
    expect(discountRialsOf(code, 1_234_567)).toBe(123_456);
    expect(discountRialsOf({ kind: "percent", percent: 100, amountRials: null }, 500)).toBe(499);
    expect(discountRialsOf({ kind: "amount", percent: null, amountRials: 200_000 }, 150_000)).toBe(
      149_999,
    );
  });

  it("shares a discount over lines exactly, none above its line", () => {
    const lines = [1_000_001, 333, 7];
    const parts = discountPerLine(1_000_000, lines);
    expect(parts.reduce((sum, part) => sum + part, 0)).toBe(1_000_000);
    for (const [index, part] of parts.entries()) {
      expect(part).toBeLessThanOrEqual(lines[index] ?? 0);
    }
    expect(discountPerLine(0, lines)).toEqual([0, 0, 0]);
  });

  it("gives back the discount's part of a refund in proportion to the line", () => {
    expect(discountPartRials({ totalRials: 1_600_000, discountRials: 200_000 }, 400_000)).toBe(
      50_000,
    );
    expect(discountPartRials({ totalRials: 1_600_000, discountRials: 0 }, 400_000)).toBe(0);
  });
});
