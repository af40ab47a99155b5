import type { ErrorCode } from "@kesht/contracts";
import * as lifecycle from "../../lib/state-machine";

/** The states every review (a shop's, a driver's) has; a shop also starts as a `draft`. */
export type ReviewStatus = "pending_review" | "approved" | "rejected" | "suspended";

/** What an admin may decide, and where each decision takes the one reviewed. */
export const decidedStatus = {
  approve: "approved",
  reject: "rejected",
  suspend: "suspended",
  reinstate: "approved",
} as const;
export type ReviewDecision = keyof typeof decidedStatus;
export type DecidedStatus = (typeof decidedStatus)[ReviewDecision];

/**
 * Throws 409 unless `from → to` is in the subject's table. An admin's approve or reject of
 * someone not in review gets the subject's own text (`notPending`); any other refused move
 * is a plain conflict.
 */
export function assertReviewMove<S extends string>(
  table: lifecycle.TransitionTable<S>,
  from: S,
  to: S,
  notPending: ErrorCode,
): void {
  const code = to === "approved" || to === "rejected" ? notPending : "conflict";
  lifecycle.assertTransition(table, from, to, code);
}

/**
 * Where an edit by the one reviewed leaves the review. An approved subject stays approved
 * through edits the admin did not vouch for and goes back to review when what the admin
 * checked changed (the subject decides which fields those are); a rejected subject that
 * edits anything is asking to be looked at again. Draft and pending stay; a suspension is
 * lifted only by an admin.
 */
export function statusAfterEdit<S extends string>(current: S, checkedChanged: boolean): S {
  switch (current) {
    case "approved":
      return (checkedChanged ? "pending_review" : "approved") as S;
    case "rejected":
      return "pending_review" as S;
    default:
      return current;
  }
}
