import { cashRequestStatuses } from "@kesht/contracts";
import { describe, expect, it } from "vitest";
import { AppError } from "../../lib/app-error";
import { assertCashRequestTransition, canTransition } from "./cash-requests.states";

describe("the cash request lifecycle", () => {
  it("lets only a pending request be paid or rejected", () => {
    const allowed = cashRequestStatuses.flatMap((from) =>
      cashRequestStatuses.filter((to) => canTransition(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual(["pending→paid", "pending→rejected"]);
  });

  it("refuses to decide a request twice with 409 cash_request_decided", () => {
    expect(() => assertCashRequestTransition("pending", "paid")).not.toThrow();
    for (const [from, to] of [
      ["paid", "rejected"],
      ["rejected", "paid"],
      ["paid", "paid"],
    ] as const) {
      let caught: unknown;
      try {
        assertCashRequestTransition(from, to);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(AppError);
      expect((caught as AppError).code).toBe("cash_request_decided");
    }
  });
});
