import { describe, expect, it } from "vitest";
import { rialsToToman, tomanToRials } from "./toman";

describe("toman and rials", () => {
  it("turns rials into toman and back", () => {
    expect(rialsToToman(1_250_000)).toBe(125_000);
    expect(tomanToRials(125_000)).toBe(1_250_000);
  });

  it("shows rials that are not whole toman as the nearest toman", () => {
    expect(rialsToToman(1_250_004)).toBe(125_000);
    expect(rialsToToman(1_250_005)).toBe(125_001);
  });
});
