import { describe, expect, it } from "vitest";
import { countProblem, lineTotalRials } from "./cart.rules";

describe("cart counts", () => {
  it("accepts whole counts for any unit and fractions only where the unit allows them", () => {
    expect(countProblem(3, false, 10_000)).toBeNull();
    expect(countProblem(2.5, true, 10_000)).toBeNull();
    expect(countProblem(2.5, false, 10_000)).toBe("fraction_not_allowed");
  });

  it("refuses zero, negatives, and more than three decimals", () => {
    expect(countProblem(0, true, 10_000)).toBe("positive_number");
    expect(countProblem(-1, true, 10_000)).toBe("positive_number");
    expect(countProblem(Number.NaN, true, 10_000)).toBe("positive_number");
    expect(countProblem(1.2345, true, 10_000)).toBe("invalid_number");
    expect(countProblem(1.234, true, 10_000)).toBeNull();
  });

  it("refuses a count worth less than a rial at its price", () => {
    // A gram at 1 toman (10 rials) a kilo is a hundredth of a rial; 50 grams round up to 1.
    expect(countProblem(0.001, true, 10)).toBe("count_worth_nothing");
    expect(countProblem(0.049, true, 10)).toBe("count_worth_nothing");
    expect(countProblem(0.05, true, 10)).toBeNull();
  });
});

describe("line totals", () => {
  it("multiplies in whole rials, rounding half up", () => {
    expect(lineTotalRials(1_250_000, 3)).toBe(3_750_000);
    expect(lineTotalRials(1_000_000, 2.5)).toBe(2_500_000);
    // 333 × 1.5 = 499.5 → 500
    expect(lineTotalRials(333, 1.5)).toBe(500);
    // 0.1 + 0.2 style drift does not leak in: 0.3 kg of 10 rials is 3 rials.
    expect(lineTotalRials(10, 0.1 + 0.2)).toBe(3);
  });

  it("stays exact for large amounts", () => {
    expect(lineTotalRials(9_999_999_990, 999.999)).toBe(9_999_989_990_000);
  });
});
