import type { OrderStatus } from "@kesht/contracts";
import { AppError } from "../../lib/app-error";

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
export const orderTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending_payment: ["paid", "cancelled"],
  paid: ["preparing", "cancelled"],
  preparing: ["awaiting_driver", "in_transit", "cancelled"],
  awaiting_driver: ["driver_assigned"],
  driver_assigned: ["in_transit"],
  in_transit: ["delivered"],
  delivered: ["received", "disputed"],
  disputed: ["received", "cancelled"],
  received: ["completed"],
  completed: [],
  cancelled: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from].includes(to);
}

/** Throws 409 `invalid_transition` unless `from → to` is in the table. */
export function assertTransition(from: OrderStatus, to: OrderStatus): void {
  if (!canTransition(from, to)) throw new AppError("invalid_transition");
}

/** Who may end an order, as `orders.cancelled_by` records it. */
export type CancelledBy = "customer" | "seller" | "system";

/**
 * The list tabs (docs/commerce-api.md). A seller's new orders wait for acceptance; the
 * customer's current ones also hold what is being paid for and what was just paid.
 */
export const sellerTabStatuses: Readonly<Record<"new" | "current" | "past", OrderStatus[]>> = {
  new: ["paid"],
  current: [
    "preparing",
    "awaiting_driver",
    "driver_assigned",
    "in_transit",
    "delivered",
    "disputed",
  ],
  past: ["received", "completed", "cancelled"],
};

export const customerTabStatuses: Readonly<Record<"current" | "past", OrderStatus[]>> = {
  current: ["pending_payment", "paid", ...sellerTabStatuses.current],
  past: sellerTabStatuses.past,
};
