import { paymentStatuses } from "@kesht/contracts";
import { describe, expect, it } from "vitest";
import { AppError } from "../../lib/app-error";
import { assertPaymentTransition, canTransition, paymentTransitions } from "./payments.states";

/** Every move the payment lifecycle allows, written out once more by hand. */
const allowed = new Set([
  "pending→paid",
  "pending→failed",
  "pending→expired",
  "failed→paid",
  "expired→paid",
]);

describe("payment state table", () => {
  it("names every status, and only known ones", () => {
    expect(Object.keys(paymentTransitions).sort()).toEqual([...paymentStatuses].sort());
  });

  it("allows exactly the documented moves, across all pairs", () => {
    for (const from of paymentStatuses) {
      for (const to of paymentStatuses) {
        expect(canTransition(from, to), `${from}→${to}`).toBe(allowed.has(`${from}→${to}`));
      }
    }
  });

  it("refuses with a 409 invalid_transition: a paid payment is final", () => {
    expect(() => assertPaymentTransition("paid", "failed")).toThrow(AppError);
    try {
      assertPaymentTransition("paid", "expired");
    } catch (error) {
      expect((error as AppError).code).toBe("invalid_transition");
      expect((error as AppError).statusCode).toBe(409);
    }
    expect(() => assertPaymentTransition("pending", "paid")).not.toThrow();
  });
});
