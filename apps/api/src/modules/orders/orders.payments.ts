import type { SystemCancelReason } from "@kesht/contracts";
import { type Database, schema } from "@kesht/db";
import { and, eq, sql } from "drizzle-orm";
import { AppError } from "../../lib/app-error";
import { payOrderFromGateway } from "../ledger/ledger.postings";
import type { OrderStatus } from "./orders.states";
import { lockOrder, type OrderRow, releaseStock, transitionOrder } from "./orders.transition";

const { carts, cartItems, orderItems } = schema;

/**
 * What the payments module calls when a gateway confirms or fails the payment of an order.
 * Both run inside the caller's transaction and are safe to call more than once.
 */

/**
 * A gateway confirmed the payment: posts the money (gateway → the seller's pending income,
 * through the customer's wallet), moves the order `pending_payment → paid`, ends the stock
 * reservation and closes the cart. Does nothing when the order is already paid.
 *
 * Throws 409 `payment_not_pending` when the order was cancelled in the meantime (its
 * reservation expired, or a newer checkout of the same cart replaced it): its stock is
 * gone, so the payment must not complete the order; the caller keeps the money out of it.
 */
export async function completeOrderPayment(
  tx: Database,
  input: { orderId: number; paymentId: string },
): Promise<void> {
  const order = await lockOrder(tx, input.orderId);
  if (!order) throw new AppError("order_not_found");
  if (order.paidAt !== null) return;
  if ((order.status as OrderStatus) !== "pending_payment") {
    throw new AppError("payment_not_pending");
  }
  await payOrderFromGateway(tx, {
    customerId: order.customerId,
    sellerId: order.sellerId,
    orderId: order.id,
    amountRials: order.totalRials,
    paymentId: input.paymentId,
  });
  await markOrderPaid(tx, order, null);
}

/**
 * `pending_payment → paid` once the money is posted: the reservation becomes a sale, and
 * what the order bought leaves the cart it came from. A gateway payment can take minutes,
 * and the customer may have added to the same cart meanwhile; those additions stay in the
 * cart, which is closed (the order's history now) only when nothing is left in it.
 */
export async function markOrderPaid(
  tx: Database,
  order: OrderRow,
  actorId: number | null,
): Promise<OrderRow> {
  const paid = await transitionOrder(tx, order, "paid", {
    actorId,
    changes: { paidAt: new Date(), reservedUntil: null },
  });
  if (order.cartId !== null) await takeOrderOutOfCart(tx, order.id, order.cartId);
  return paid;
}

async function takeOrderOutOfCart(tx: Database, orderId: number, cartId: number) {
  const bought = await tx
    .select({ productId: orderItems.productId, count: orderItems.count })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  for (const item of bought) {
    const line = and(eq(cartItems.cartId, cartId), eq(cartItems.productId, item.productId));
    // A line bought whole goes; a line the customer raised meanwhile keeps the difference.
    await tx.delete(cartItems).where(and(line, sql`${cartItems.count} <= ${item.count}`));
    await tx
      .update(cartItems)
      .set({ count: sql`${cartItems.count} - ${item.count}`, updatedAt: sql`now()` })
      .where(line);
  }
  const [left] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId));
  if ((left?.count ?? 0) === 0) {
    await tx
      .update(carts)
      .set({ status: "ordered", updatedAt: sql`now()` })
      .where(eq(carts.id, cartId));
  }
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
  if (!order || (order.status as OrderStatus) !== "pending_payment") return;
  await transitionOrder(tx, order, "cancelled", {
    actorId: null,
    changes: { cancelledBy: "system", systemCancelReason: input.reason, reservedUntil: null },
  });
  await releaseStock(tx, order.id);
}
