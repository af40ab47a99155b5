import type { Payment } from "@kesht/contracts";
import * as lifecycle from "../../lib/state-machine";

export type PaymentStatus = Payment["status"];

/**
 * A gateway payment's lifecycle, in one place:
 *
 *   pending → paid                 the gateway confirmed it
 *   pending → failed               the gateway refused it, or a newer payment of its order
 *                                  replaced it
 *   pending → expired              its time ran out unconfirmed
 *   failed | expired → paid        the gateway confirmed it after all: the money is taken
 *                                  (to the payer's wallet when its order has closed)
 *
 * `paid` is final. Every status change goes through `assertPaymentTransition` (via the one
 * writer, `transitionPayment`).
 */
export const paymentTransitions: lifecycle.TransitionTable<PaymentStatus> = {
  pending: ["paid", "failed", "expired"],
  failed: ["paid"],
  expired: ["paid"],
  paid: [],
};

export function canTransition(from: PaymentStatus, to: PaymentStatus): boolean {
  return lifecycle.canTransition(paymentTransitions, from, to);
}

/** Throws 409 `invalid_transition` unless `from → to` is in the table. */
export function assertPaymentTransition(from: PaymentStatus, to: PaymentStatus): void {
  lifecycle.assertTransition(paymentTransitions, from, to);
}
