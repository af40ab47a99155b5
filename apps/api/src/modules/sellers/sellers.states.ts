import type { SellerReviewStatus } from "@kesht/contracts";
import * as lifecycle from "../../lib/state-machine";
import { assertReviewMove, statusAfterEdit } from "../review/review.states";

/**
 * A shop's review lifecycle, in one place:
 *
 *   draft ──(step 2 submitted)──▶ pending_review ──(admin approves)──▶ approved
 *                                       │    ▲                           │
 *                      (admin rejects)  ▼    │ (seller edits identity    │
 *                                   rejected ┘  or bank details; a       │
 *                                               rejected seller resubmits)┘
 *
 *   approved ◀──(admin suspends / reinstates)──▶ suspended
 */
export const reviewTransitions: lifecycle.TransitionTable<SellerReviewStatus> = {
  draft: ["pending_review"],
  pending_review: ["approved", "rejected"],
  approved: ["pending_review", "suspended"],
  rejected: ["pending_review"],
  suspended: ["approved"],
};

export function canTransition(from: SellerReviewStatus, to: SellerReviewStatus): boolean {
  return lifecycle.canTransition(reviewTransitions, from, to);
}

/** Throws 409 unless `from → to` is in the table; an admin's decision gets its own text. */
export function assertReviewTransition(from: SellerReviewStatus, to: SellerReviewStatus): void {
  assertReviewMove(reviewTransitions, from, to, "review_not_pending");
}

/**
 * Where an edit by the seller leaves the review. An approved shop stays approved through
 * changes to its location or logo, which customers see and which the admin did not vouch
 * for. Changes to who the shop is (store name, manager, national code) or where its money
 * goes (Sheba, IBAN, card) send it back for review: the admin checked exactly those against
 * the licence, and a stolen session that redirects payouts must not go unnoticed. A rejected
 * shop that edits anything is asking to be looked at again.
 */
export const reviewStatusAfterEdit = statusAfterEdit<SellerReviewStatus>;
