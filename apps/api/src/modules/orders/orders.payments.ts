import type { SystemCancelReason } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { releaseStock } from "../catalog/stock.service";
import { boughtOf, pendingOrdersOfCart } from "./orders.repo";
import {
  createOrder,
  lockOrder,
  type OrderRow,
  type TransitionChanges,
  transitionOrder,
  type WrittenOrder,
} from "./orders.transition";

/*
 * An unpaid order's side of its payment. Each runs inside the caller's transaction (a flow,
 * or the reservation sweep) and is safe to call more than once.
 */

/** What an order bought, product by product (what leaves the cart, what goes back on stock). */
export function orderBought(tx: Database, orderId: number) {
  return boughtOf(tx, orderId);
}

/** What being paid sets on an order besides its status: the reservation becomes a sale. */
function paidChanges(): TransitionChanges {
  return { paidAt: new Date(), reservedUntil: null };
}

/** `pending_payment → paid` once the money is posted: the reservation becomes a sale. */
export function markOrderPaid(
  tx: Database,
  order: OrderRow,
  actorId: number | null,
): Promise<OrderRow> {
  return transitionOrder(tx, order, "paid", { actorId, changes: paidChanges() });
}

/**
 * A new order paid in the transaction that writes it (the wallet): written as `paid` at once,
 * its events still `pending_payment` then `paid`. The caller posts the money in the same
 * transaction; if that fails, the order goes with it.
 */
export function createPaidOrder(
  tx: Database,
  values: Parameters<typeof createOrder>[1],
  items: Parameters<typeof createOrder>[2],
  actorId: number,
): Promise<WrittenOrder> {
  return createOrder(tx, values, items, actorId, { to: "paid", changes: paidChanges() });
}

/** Puts what an order held back on its products' stock (it was cancelled or expired). */
export async function releaseOrderStock(tx: Database, orderId: number): Promise<void> {
  await releaseStock(tx, await boughtOf(tx, orderId));
}

/**
 * The payment failed, expired or was replaced: closes the unpaid order (cancelled by the
 * system, with the reason's code, which each reader sees in their own language) and puts its
 * reserved stock back. The cart stays open, so the customer can try again. Such an order was
 * only ever an attempt: the customer's lists leave it out (orders.repo). Does nothing unless
 * the order is still `pending_payment`.
 */
export async function failOrderPayment(
  tx: Database,
  input: { orderId: number; reason: SystemCancelReason },
): Promise<void> {
  const order = await lockOrder(tx, input.orderId);
  if (order?.status !== "pending_payment") return;
  await transitionOrder(tx, order, "cancelled", {
    actorId: null,
    changes: { cancelledBy: "system", systemCancelReason: input.reason, reservedUntil: null },
  });
  await releaseOrderStock(tx, order.id);
}

/**
 * A cart is checked out again: its earlier unpaid order is replaced (or, past its time,
 * expired), and its stock goes back on the shelves before the new order reserves.
 */
export async function replacePendingOrdersOfCart(
  tx: Database,
  cartId: number,
  now: Date,
): Promise<void> {
  for (const pending of await pendingOrdersOfCart(tx, cartId)) {
    const expired = pending.reservedUntil !== null && pending.reservedUntil < now;
    await failOrderPayment(tx, {
      orderId: pending.id,
      reason: expired ? "payment_expired" : "replaced",
    });
  }
}
