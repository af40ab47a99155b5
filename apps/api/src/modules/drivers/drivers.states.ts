import type { DriverReviewStatus } from "@kesht/contracts";
import * as lifecycle from "../../lib/state-machine";
import { assertReviewMove, statusAfterEdit } from "../review/review.states";

/**
 * A driver's review lifecycle, in one place:
 *
 *   (registration) ──▶ pending_review ──(admin approves)──▶ approved
 *                          │    ▲                              │
 *          (admin rejects) ▼    │ (the driver fixes and        │
 *                      rejected ┘  resubmits; an approved      │
 *                                  driver changes who they are,│
 *                                  the vehicle or the payouts) ┘
 *
 *   approved ◀──(admin suspends / reinstates)──▶ suspended
 */
export const driverReviewTransitions: lifecycle.TransitionTable<DriverReviewStatus> = {
  pending_review: ["approved", "rejected"],
  approved: ["pending_review", "suspended"],
  rejected: ["pending_review"],
  suspended: ["approved"],
};

export function canTransition(from: DriverReviewStatus, to: DriverReviewStatus): boolean {
  return lifecycle.canTransition(driverReviewTransitions, from, to);
}

/** Throws 409 unless `from → to` is in the table; an admin's decision gets its own text. */
export function assertDriverReviewTransition(
  from: DriverReviewStatus,
  to: DriverReviewStatus,
): void {
  assertReviewMove(driverReviewTransitions, from, to, "driver_review_not_pending");
}

/**
 * Where an edit by the driver leaves the review. Everything on the form is something the
 * admin checked (identity against the licence, the vehicle against its card, where payouts
 * go), except the provinces served and the home city, which the driver may change freely.
 * A rejected driver who edits anything is asking to be looked at again.
 */
export const reviewStatusAfterEdit = statusAfterEdit<DriverReviewStatus>;
