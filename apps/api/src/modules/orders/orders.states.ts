import type { OrderStatus } from "@kesht/contracts";
import * as lifecycle from "../../lib/state-machine";

export type { OrderStatus };

/**
 * An order's lifecycle (ARCHITECTURE §6), in one place:
 *
 *   pending_payment → paid → preparing → awaiting_driver → driver_assigned → in_transit
 *                                  ↘ (self-loading) ───────────────────────↗     ↓
 *                                                                             delivered
 *   pending_payment | paid | preparing → cancelled                          ↙       ↘
 *   delivered → disputed → received | cancelled                         disputed → received → completed
 *
 * `completed` and `cancelled` are final. Every status change anywhere goes through
 * `assertTransition` (via the one writer, `transitionOrder`).
 */
export const orderTransitions: lifecycle.TransitionTable<OrderStatus> = {
  pending_payment: ["paid", "cancelled"],
  paid: ["preparing", "cancelled"],
  preparing: ["awaiting_driver", "in_transit", "cancelled"],
  // Back to preparing when the seller cancels the loading request or it expires unanswered.
  awaiting_driver: ["driver_assigned", "preparing"],
  // Back to preparing when the shop cancels the load after disputing the driver's pickup.
  driver_assigned: ["in_transit", "preparing"],
  in_transit: ["delivered"],
  delivered: ["received", "disputed"],
  disputed: ["received", "cancelled"],
  received: ["completed"],
  completed: [],
  cancelled: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return lifecycle.canTransition(orderTransitions, from, to);
}

/** Throws 409 `invalid_transition` unless `from → to` is in the table. */
export function assertTransition(from: OrderStatus, to: OrderStatus): void {
  lifecycle.assertTransition(orderTransitions, from, to);
}

/** Who may end an order, as `orders.cancelled_by` records it. */
export type CancelledBy = "customer" | "seller" | "system" | "admin";
