import type { Database } from "@kesht/db";
import { AppError } from "../../lib/app-error";
import { type PaymentRow, updatePaymentStatus } from "./payments.repo";
import { assertPaymentTransition, type PaymentStatus } from "./payments.states";

/**
 * The one writer of `payments.status`: checks the move against the state table and writes it
 * (with when it ended) only if the row still has the status the caller read. Call it inside
 * the transaction that moves the money, so both change together or not at all.
 */
export async function transitionPayment(
  tx: Database,
  payment: Pick<PaymentRow, "id" | "status">,
  to: PaymentStatus,
  changes: { referenceId?: string | null; failureReason?: string | null } = {},
): Promise<PaymentRow> {
  const from = payment.status;
  assertPaymentTransition(from, to);
  const updated = await updatePaymentStatus(tx, payment.id, from, { ...changes, status: to });
  if (!updated) throw new AppError("conflict");
  return updated;
}
