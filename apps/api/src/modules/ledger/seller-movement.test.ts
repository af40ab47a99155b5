import { describe, expect, it } from "vitest";
import { sellerMovement } from "./seller-movement";

describe("the seller's part, the wallet and the deficit", () => {
  it("pays income into the wallet when nothing is owed", () => {
    expect(sellerMovement({ sellerRials: 500, walletBalanceRials: 0, owedRials: 0 })).toEqual({
      walletRials: 500,
      deficitRials: 0,
    });
  });

  it("pays off what is owed first, then the wallet", () => {
    expect(sellerMovement({ sellerRials: 500, walletBalanceRials: 0, owedRials: 200 })).toEqual({
      walletRials: 300,
      deficitRials: 200,
    });
    expect(sellerMovement({ sellerRials: 500, walletBalanceRials: 0, owedRials: 900 })).toEqual({
      walletRials: 0,
      deficitRials: 500,
    });
  });

  it("takes a charge from the wallet and records the rest as deficit", () => {
    expect(sellerMovement({ sellerRials: -800, walletBalanceRials: 300, owedRials: 0 })).toEqual({
      walletRials: -300,
      deficitRials: -500,
    });
    expect(sellerMovement({ sellerRials: -800, walletBalanceRials: 1_000, owedRials: 0 })).toEqual({
      walletRials: -800,
      deficitRials: 0,
    });
  });
});
