import { turnoverKinds } from "@kesht/contracts";
import { describe, expect, it } from "vitest";
import { transactionKinds } from "./ledger.service";
import { turnoverKind } from "./ledger.turnovers";

describe("turnover kinds", () => {
  it("names each wallet movement by what happened", () => {
    expect(turnoverKind("wallet_credit", 50_000)).toBe("wallet_credit");
    expect(turnoverKind("order_wallet_payment", -50_000)).toBe("order_payment");
    expect(turnoverKind("order_refund", 50_000)).toBe("order_refund");
    expect(turnoverKind("order_settlement", 50_000)).toBe("order_settlement");
    expect(turnoverKind("cash_out_request", -50_000)).toBe("cash_out_request");
    expect(turnoverKind("cash_out_paid", -50_000)).toBe("cash_out_paid");
    expect(turnoverKind("cash_out_rejected", 50_000)).toBe("cash_out_rejected");
  });

  it("splits a gateway payment of an order into the money coming in and going to the order", () => {
    expect(turnoverKind("order_gateway_payment", 120_000)).toBe("wallet_credit");
    expect(turnoverKind("order_gateway_payment", -120_000)).toBe("order_payment");
  });

  it("maps every ledger transaction kind to a kind the contracts know", () => {
    for (const kind of transactionKinds) {
      expect(turnoverKinds).toContain(turnoverKind(kind, 1));
      expect(turnoverKinds).toContain(turnoverKind(kind, -1));
    }
  });

  it("refuses a transaction kind it does not know rather than mislabel it", () => {
    expect(() => turnoverKind("mystery", 1)).toThrow(/no turnover kind/);
  });
});
