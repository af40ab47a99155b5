import type { Payment } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { AppError } from "../lib/app-error";
import { takeBoughtOutOfCart } from "../modules/cart/cart.service";
import { issueInvoice } from "../modules/invoices/invoices.service";
import { creditWalletFromGateway, payOrderFromGateway } from "../modules/ledger/ledger.postings";
import { walletKindFor } from "../modules/ledger/ledger.service";
import { notifyOrderPaid } from "../modules/notifications/notifications.service";
import { failOrderPayment, markOrderPaid, orderBought } from "../modules/orders/orders.payments";
import { lockOrder } from "../modules/orders/orders.service";
import type { VerifyResult } from "../modules/payments/gateways/gateway";
import {
  findDuePayments,
  findOwnPayment,
  findPaymentByAuthority,
  type Landing,
  landingPath,
  lockPayment,
  type PaymentDeps,
  type PaymentRow,
  toPayment,
  transitionPayment,
  verifyWithGateway,
} from "../modules/payments/payments.service";

/*
 * Paying an order through a gateway, from the gateway's answer to the order being paid:
 * the payment's status, the money in the ledger, the order's status and the cart it came
 * from, in the one transaction that holds the payment's lock. Wallet credits go through here
 * too (they only move money). The callback, a payment read past its time and the expiry
 * sweep all end in `applyVerification`.
 */

/** Why the order of a payment that ended without money was closed. */
const reasons = {
  failed: "payment_failed",
  expired: "payment_expired",
} as const;

/**
 * A gateway confirmed the payment of an order: posts the money (gateway → the seller's
 * pending income, through the customer's wallet), moves the order `pending_payment → paid`,
 * and what it bought leaves the cart. Does nothing when the order is already paid.
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
  if (order.status !== "pending_payment") throw new AppError("payment_not_pending");
  await payOrderFromGateway(tx, {
    customerId: order.customerId,
    sellerId: order.sellerId,
    orderId: order.id,
    amountRials: order.totalRials,
    paymentId: input.paymentId,
  });
  await markOrderPaid(tx, order, null);
  await issueInvoice(tx, order);
  await notifyOrderPaid(tx, order);
  if (order.cartId !== null) {
    await takeBoughtOutOfCart(tx, order.cartId, await orderBought(tx, order.id));
  }
}

/**
 * Applies what the gateway said to a payment whose row the caller has locked:
 * - confirmed: the payment becomes paid and its money moves once (keyed by the payment): a
 *   wallet credit, or the order's payment; when the order can no longer take it (cancelled,
 *   or this payment was replaced or had expired), the money goes to the payer's wallet;
 * - refused: a pending payment fails, and so does its unpaid order;
 * - no answer: a pending payment stays pending;
 * - with `expire` (its time is up), a payment not confirmed expires instead.
 * A paid payment is never touched again, so a replay changes nothing.
 */
export async function applyVerification(
  tx: Database,
  row: PaymentRow,
  result: VerifyResult,
  options: { expire: boolean },
): Promise<Landing> {
  const to = row.purpose === "order" ? "order" : "wallet";
  if (row.status === "paid") return { outcome: "paid", to: row.failureReason ? "wallet" : to };

  if (result.status === "paid") {
    let landsIn: Landing["to"] = to;
    let note: string | null = null;
    if (row.purpose === "order" && row.orderId !== null) {
      const order = await lockOrder(tx, row.orderId);
      if (row.status === "pending" && order?.status === "pending_payment") {
        await completeOrderPayment(tx, { orderId: row.orderId, paymentId: row.id });
      } else {
        await creditWalletFromGateway(tx, {
          walletKind: "customer_wallet",
          userId: row.userId,
          paymentId: row.id,
          orderId: row.orderId,
          amountRials: row.amountRials,
        });
        landsIn = "wallet";
        // Kept on the paid payment, so a replayed callback also lands on the wallet.
        note = "confirmed after its order closed; credited to the wallet";
      }
    } else {
      await creditWalletFromGateway(tx, {
        walletKind: walletKindFor(row.payerRole === "seller" ? "seller" : "customer"),
        userId: row.userId,
        paymentId: row.id,
        amountRials: row.amountRials,
      });
    }
    await transitionPayment(tx, row, "paid", {
      referenceId: result.referenceId,
      failureReason: note,
    });
    return { outcome: "paid", to: landsIn };
  }

  if (row.status !== "pending") return { outcome: "failed", to };
  // Past its time, a payment the gateway did not confirm has expired, whatever the reason.
  const status = options.expire ? "expired" : result.status === "failed" ? "failed" : null;
  if (status === null) return { outcome: "failed", to };
  await transitionPayment(tx, row, status, { failureReason: result.reason });
  if (row.purpose === "order" && row.orderId !== null) {
    await failOrderPayment(tx, { orderId: row.orderId, reason: reasons[status] });
  }
  return { outcome: "failed", to };
}

/**
 * The gateway's callback: the query string only says which payment it is about; whether it
 * was paid is asked of the gateway, and the result applied once under the payment's lock.
 * Answers with where to send the browser (a path on the site).
 */
export async function settlePaymentCallback(
  db: Database,
  deps: PaymentDeps,
  gatewayName: string,
  authority: string | undefined,
): Promise<string> {
  const unknown = "/?payment=failed";
  if (!authority) return unknown;
  const row = await findPaymentByAuthority(db, gatewayName, authority);
  if (!row) {
    deps.log.warn({ gateway: gatewayName }, "payment callback for an unknown authority");
    return unknown;
  }
  if (row.status === "paid") {
    return landingPath(row, { outcome: "paid", to: row.failureReason ? "wallet" : "order" });
  }

  const result = await verifyWithGateway(deps, row);
  if (result.status !== "paid") {
    deps.log.info({ payment: row.id, result }, "payment not confirmed by the gateway");
  }
  const landing = await db.transaction(async (tx) => {
    const locked = await lockPayment(tx, row.id);
    if (!locked) throw new Error("payment vanished");
    return applyVerification(tx, locked, result, { expire: false });
  });
  return landingPath(row, landing);
}

/**
 * Applies the gateway's last answer to a payment whose time is up, under its lock, unless it
 * ended meanwhile (a callback, a read): confirmed, it is paid; otherwise it expires and its
 * order is cancelled. False when there was nothing left to do.
 */
async function expireWithAnswer(db: Database, id: string, result: VerifyResult) {
  return db.transaction(async (tx) => {
    const locked = await lockPayment(tx, id);
    if (locked?.status !== "pending") return false;
    await applyVerification(tx, locked, result, { expire: true });
    return true;
  });
}

/**
 * Expires the payments pending past their time, a few at a time (the `expire_payments` job,
 * once per database at a time). Each is asked of its gateway a last time, outside any
 * transaction (the payer may have paid without coming back), then settled in its own.
 */
export async function expireDuePayments(db: Database, deps: PaymentDeps, limit = 50) {
  let done = 0;
  for (const row of await findDuePayments(db, limit)) {
    if (await expireWithAnswer(db, row.id, await verifyWithGateway(deps, row))) done += 1;
  }
  return done;
}

/** A payment for its owner; one pending past its time is resolved first, so it never lingers. */
export async function readPayment(
  db: Database,
  deps: PaymentDeps,
  userId: number,
  id: string,
): Promise<Payment> {
  const row = await findOwnPayment(db, userId, id);
  if (row.status !== "pending" || row.expiresAt.getTime() > Date.now()) return toPayment(deps, row);
  await expireWithAnswer(db, id, await verifyWithGateway(deps, row));
  return toPayment(deps, await findOwnPayment(db, userId, id));
}
