// @vitest-environment node
import { describe, expect, it } from "vitest";
import { clampCount, countStep, FRACTION_STEP, isAllowedCount, maxCount } from "./count-steps";

describe("countStep", () => {
  it("is half a unit where fractions are allowed and one otherwise", () => {
    expect(countStep(true)).toBe(FRACTION_STEP);
    expect(countStep(false)).toBe(1);
  });
});

describe("maxCount", () => {
  it("is the stock rounded down to a whole number of steps", () => {
    expect(maxCount(7.3, 0.5)).toBe(7);
    expect(maxCount(7.5, 0.5)).toBe(7.5);
    expect(maxCount(1.5, 0.5)).toBe(1.5);
    expect(maxCount(4.9, 1)).toBe(4);
  });

  it("is never above the most one cart line may hold, whatever the stock", () => {
    expect(maxCount(100_000_000, 1)).toBe(10_000);
    expect(maxCount(100_000_000, 0.5)).toBe(10_000);
    expect(clampCount(50_000, 1, 100_000_000)).toBe(10_000);
    expect(isAllowedCount(10_001, 1, 100_000_000)).toBe(false);
  });

  it("is 0 when not even one step is in stock", () => {
    expect(maxCount(0.4, 0.5)).toBe(0);
    expect(maxCount(0, 1)).toBe(0);
    expect(maxCount(Number.NaN, 1)).toBe(0);
  });
});

describe("clampCount", () => {
  it("rounds to the nearest step", () => {
    expect(clampCount(2.3, 0.5, 10)).toBe(2.5);
    expect(clampCount(2.2, 0.5, 10)).toBe(2);
    expect(clampCount(2.6, 1, 10)).toBe(3);
  });

  it("keeps at least one step and at most the stock", () => {
    expect(clampCount(0, 0.5, 10)).toBe(0.5);
    expect(clampCount(-3, 1, 10)).toBe(1);
    expect(clampCount(12, 1, 10)).toBe(10);
    expect(clampCount(9, 0.5, 7.3)).toBe(7);
  });

  it("is 0 when nothing can be bought and one step for a value that is not a number", () => {
    expect(clampCount(3, 1, 0)).toBe(0);
    expect(clampCount(Number.NaN, 0.5, 10)).toBe(0.5);
  });
});

describe("isAllowedCount", () => {
  it("accepts whole steps within the stock only", () => {
    expect(isAllowedCount(1.5, 0.5, 10)).toBe(true);
    expect(isAllowedCount(1.5, 1, 10)).toBe(false);
    expect(isAllowedCount(11, 1, 10)).toBe(false);
    expect(isAllowedCount(0, 1, 10)).toBe(false);
  });
});
