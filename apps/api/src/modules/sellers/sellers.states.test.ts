import { sellerReviewStatuses } from "@kesht/contracts";
import { describe, expect, it } from "vitest";
import { AppError } from "../../lib/app-error";
import { assertReviewTransition, canTransition, reviewStatusAfterEdit } from "./sellers.states";

describe("the shop review lifecycle", () => {
  it("allows exactly these moves", () => {
    const allowed = sellerReviewStatuses.flatMap((from) =>
      sellerReviewStatuses.filter((to) => canTransition(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed.sort()).toEqual(
      [
        "approved→pending_review",
        "approved→suspended",
        "draft→pending_review",
        "pending_review→approved",
        "pending_review→rejected",
        "rejected→pending_review",
        "suspended→approved",
      ].sort(),
    );
  });

  it("answers an admin's decision on a shop that is not pending with its own 409", () => {
    for (const from of ["draft", "approved", "rejected"] as const) {
      for (const to of ["approved", "rejected"] as const) {
        let error: unknown;
        try {
          assertReviewTransition(from, to);
        } catch (caught) {
          error = caught;
        }
        expect(error).toBeInstanceOf(AppError);
        expect((error as AppError).code).toBe("review_not_pending");
        expect((error as AppError).statusCode).toBe(409);
      }
    }
    expect(() => assertReviewTransition("pending_review", "draft")).toThrow(AppError);
    expect(() => assertReviewTransition("pending_review", "approved")).not.toThrow();
  });

  it("sends an approved shop back to review only for identity or bank changes", () => {
    expect(reviewStatusAfterEdit("approved", false)).toBe("approved");
    expect(reviewStatusAfterEdit("approved", true)).toBe("pending_review");
    expect(reviewStatusAfterEdit("rejected", false)).toBe("pending_review");
    expect(reviewStatusAfterEdit("pending_review", true)).toBe("pending_review");
  });
});
