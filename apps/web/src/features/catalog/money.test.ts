import { describe, expect, it } from "vitest";
import { convertRials } from "./money";

describe("money", () => {
  it("converts through today's rates", () => {
    expect(convertRials(1_150_000, { usdToRial: 1_150_000, usdToAed: 3.6725 })).toEqual({
      usd: 1,
      aed: 3.6725,
    });
  });

  it("gives nothing for no money: an empty wallet reads 0 toman alone", () => {
    expect(convertRials(0, { usdToRial: 1_150_000, usdToAed: 3.6725 })).toBeNull();
  });

  it("gives nothing while the dollar rate is unknown, and dollars alone without dirhams", () => {
    expect(convertRials(1_000, { usdToRial: null, usdToAed: 3.67 })).toBeNull();
    expect(convertRials(2_000, { usdToRial: 1_000, usdToAed: null })).toEqual({
      usd: 2,
      aed: null,
    });
  });
});
