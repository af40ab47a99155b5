import type { Order } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { claimDueReceipt, expectStatus, markReceived } from "../modules/orders/orders.receipt";
import { lockOrder, ownCustomerOrder } from "../modules/orders/orders.service";
import type { OrderRow } from "../modules/orders/orders.transition";
import { toOrder } from "../modules/orders/orders.view";
import { settleReceivedOrder } from "../modules/settlement/settlement.service";

/*
 * Receipt and settlement (ARCHITECTURE §6 "Money", docs/decisions/012-settlement.md): an
 * order becomes `received` and its money is shared out in the same database transaction,
 * whoever confirms it — the customer, the receipt job or an admin resolving a dispute.
 */

/**
 * `… → received` and the order's settlement, inside the caller's transaction. The ledger
 * transaction is keyed by the order, so the money moves once even if this ran twice.
 */
export async function receiveAndSettle(
  tx: Database,
  order: OrderRow,
  input: { actorId: number | null; reason?: string | null; commissionPercent: number },
): Promise<OrderRow> {
  const received = await markReceived(tx, order, input.actorId, input.reason ?? null);
  await settleReceivedOrder(tx, received, input.commissionPercent);
  return received;
}

/** The customer confirms receipt of a delivered order of theirs. */
export async function confirmReceipt(
  db: Database,
  input: { customerId: number; orderId: number; commissionPercent: number },
): Promise<Order> {
  await ownCustomerOrder(db, input.customerId, input.orderId);
  const received = await db.transaction(async (tx) => {
    const order = expectStatus(await lockOrder(tx, input.orderId), "delivered");
    return receiveAndSettle(tx, order, {
      actorId: input.customerId,
      commissionPercent: input.commissionPercent,
    });
  });
  return toOrder(db, received);
}

/**
 * Confirms the receipt of every order delivered more than `afterHours` ago that its customer
 * neither confirmed nor disputed, one order per transaction. Each order is claimed with
 * SKIP LOCKED, so workers running at once take different orders, and its settlement is
 * keyed by the order, so none is settled twice. Answers how many this call confirmed.
 */
export async function autoConfirmDueReceipts(
  db: Database,
  input: {
    afterHours: number;
    commissionPercent: number;
    now?: Date;
    limit?: number;
    onlyOrderId?: number;
  },
): Promise<number> {
  const cutoff = new Date((input.now ?? new Date()).getTime() - input.afterHours * 3_600_000);
  const limit = input.limit ?? 500;
  let confirmed = 0;
  while (confirmed < limit) {
    const done = await db.transaction(async (tx) => {
      const order = await claimDueReceipt(tx, cutoff, input.onlyOrderId);
      if (!order) return false;
      await receiveAndSettle(tx, order, {
        actorId: null,
        reason: null,
        commissionPercent: input.commissionPercent,
      });
      return true;
    });
    if (!done) break;
    confirmed += 1;
  }
  return confirmed;
}
