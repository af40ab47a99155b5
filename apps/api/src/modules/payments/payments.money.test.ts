import { describe, expect, it } from "vitest";
import { rialsPerDirham, rialsToFils } from "./payments.money";

describe("pricing in dirhams", () => {
  it("goes through the dollar: rials per dirham = (IRR per USD) / (AED per USD), to 6 places", () => {
    expect(rialsPerDirham(1_150_000, 3.6725)).toBe(313_138.189244);
    expect(rialsPerDirham(1_000_000, 4)).toBe(250_000);
  });

  it("charges the nearest fils", () => {
    // 1,000,000 rials at 250,000 rials per dirham = 4 dirhams = 400 fils.
    expect(rialsToFils(1_000_000, 250_000)).toBe(400);
    // 12,500,000 rials / 313,138.189244 = 39.919... dirhams → 3,992 fils.
    expect(rialsToFils(12_500_000, 313_138.189244)).toBe(3992);
    // Half a fils rounds up, less rounds down.
    expect(rialsToFils(1_250, 250_000)).toBe(1);
    expect(rialsToFils(3_750, 250_000)).toBe(2);
  });

  it("never charges zero fils, and refuses amounts that are not whole positive rials", () => {
    expect(rialsToFils(1, 313_138.189244)).toBe(1);
    expect(() => rialsToFils(0, 250_000)).toThrow();
    expect(() => rialsToFils(10.5, 250_000)).toThrow();
    expect(() => rialsToFils(1000, 0)).toThrow();
    expect(() => rialsPerDirham(0, 3.67)).toThrow();
  });
});
