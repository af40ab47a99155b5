import type { LoadingRequestStatus, OrderStatus, ProposalStatus } from "@kesht/contracts";
import * as lifecycle from "../../lib/state-machine";

/**
 * A loading request: open to proposals until the seller accepts one, cancels it, or its
 * loading day passes. An accepted one is cancelled only when the shop disputed the driver's
 * pickup and called the load off (docs/decisions/045-cancel-disputed-load.md).
 */
export const loadingRequestTransitions: lifecycle.TransitionTable<LoadingRequestStatus> = {
  open: ["accepted", "cancelled", "expired"],
  accepted: ["cancelled"],
  cancelled: [],
  expired: [],
};

/**
 * A proposal: pending until accepted or declined (another won, the request closed), the
 * driver withdraws it, its time passes (`expired`, by the job) or the seller changes the load
 * (`stale`). A withdrawn, expired or stale proposal may be renewed (pending again) while the
 * request is open; one row per driver and request, so a renewal edits the same row. An
 * accepted one is declined when the shop cancels the load after disputing its pickup.
 *
 *   pending ──▶ accepted ──▶ declined
 *      │ ▲   └─▶ declined
 *      ▼ │ renew
 *   withdrawn | expired | stale
 */
export const proposalTransitions: lifecycle.TransitionTable<ProposalStatus> = {
  pending: ["accepted", "declined", "withdrawn", "pending", "expired", "stale"],
  withdrawn: ["pending", "declined"],
  expired: ["pending"],
  stale: ["pending"],
  accepted: ["declined"],
  declined: [],
};

export function assertRequestTransition(from: LoadingRequestStatus, to: LoadingRequestStatus) {
  lifecycle.assertTransition(loadingRequestTransitions, from, to, "loading_request_not_open");
}

export function assertProposalTransition(from: ProposalStatus, to: ProposalStatus) {
  lifecycle.assertTransition(proposalTransitions, from, to, "proposal_not_pending");
}

/** The order statuses in lifecycle order, for a group's derived status. */
const progress: readonly OrderStatus[] = [
  "pending_payment",
  "paid",
  "preparing",
  "awaiting_driver",
  "driver_assigned",
  "in_transit",
  "delivered",
  "disputed",
  "received",
  "completed",
];

/**
 * A group's status is its orders': the least advanced of those not cancelled (a group in
 * transit stays so until its last order is delivered); a group of cancelled orders is cancelled.
 */
export function groupStatus(orderStatuses: readonly OrderStatus[]): OrderStatus {
  const live = orderStatuses.filter((status) => status !== "cancelled");
  if (live.length === 0) return "cancelled";
  return live.reduce((least, status) =>
    progress.indexOf(status) < progress.indexOf(least) ? status : least,
  );
}
