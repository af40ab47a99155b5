import { driverReviewStatuses } from "@kesht/contracts";
import { describe, expect, it } from "vitest";
import { AppError } from "../../lib/app-error";
import {
  assertDriverReviewTransition,
  canTransition,
  reviewStatusAfterEdit,
} from "./drivers.states";

describe("driver review lifecycle", () => {
  it("allows exactly the transitions of the table", () => {
    const allowed = driverReviewStatuses.flatMap((from) =>
      driverReviewStatuses.filter((to) => canTransition(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual([
      "pending_review→approved",
      "pending_review→rejected",
      "approved→pending_review",
      "approved→suspended",
      "rejected→pending_review",
      "suspended→approved",
    ]);
  });

  it("refuses an admin's decision on a driver who is not waiting, with its own code", () => {
    for (const from of ["approved", "rejected"] as const) {
      for (const to of ["approved", "rejected"] as const) {
        expect(() => assertDriverReviewTransition(from, to)).toThrowError(AppError);
        try {
          assertDriverReviewTransition(from, to);
        } catch (error) {
          expect((error as AppError).code).toBe("driver_review_not_pending");
        }
      }
    }
    expect(() => assertDriverReviewTransition("pending_review", "pending_review")).toThrowError(
      AppError,
    );
  });

  it("sends an edit back to review only when it changes what the admin checked", () => {
    expect(reviewStatusAfterEdit("approved", false)).toBe("approved");
    expect(reviewStatusAfterEdit("approved", true)).toBe("pending_review");
    expect(reviewStatusAfterEdit("rejected", false)).toBe("pending_review");
    expect(reviewStatusAfterEdit("pending_review", true)).toBe("pending_review");
  });
});
