import type { OrderReturn } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { AppError } from "../lib/app-error";
import {
  paidPlatformDiscountRials,
  postReturnRefund,
  settledCommissionRials,
} from "../modules/ledger/ledger.postings";
import { notifyReturnAnswered } from "../modules/notifications/notifications.moments";
import { packedRefundsRials } from "../modules/orders/orders.packing";
import { lockOrder } from "../modules/orders/orders.service";
import type { OrderRow } from "../modules/orders/orders.transition";
import { commissionBackRials } from "../modules/returns/returns.rules";
import {
  lockOrderReturn,
  orderIdOfReturn,
  type ReturnRow,
  refundedBefore,
  toReturn,
  transitionReturn,
} from "../modules/returns/returns.service";

/*
 * What every answer to a return shares (issue 28 item 2): the order and the return locked in
 * that order (so every change of one order's returns queues behind the order's lock, and two
 * concurrent answers see each other), and the refund: the return's status, the money and the
 * customer's notification in the caller's transaction, or none of them.
 */

/**
 * The return and its order, both locked. `owns` is the orders module's ownership check (404
 * unknown, 403 another's), run before anything is locked.
 */
async function lockReturnAndOrder(
  tx: Database,
  returnId: number,
  owns: (orderId: number) => Promise<unknown>,
): Promise<{ order: OrderRow; row: ReturnRow }> {
  const orderId = await orderIdOfReturn(tx, returnId);
  await owns(orderId);
  const order = await lockOrder(tx, orderId);
  if (!order) throw new AppError("return_not_found");
  return { order, row: await lockOrderReturn(tx, orderId, returnId) };
}

/**
 * One change of a return in its own transaction, with the return and its order locked
 * (lockReturnAndOrder); answers the return as it is afterwards.
 */
export async function changeReturn(
  db: Database,
  returnId: number,
  owns: (tx: Database, orderId: number) => Promise<unknown>,
  change: (tx: Database, locked: { order: OrderRow; row: ReturnRow }) => Promise<ReturnRow>,
): Promise<OrderReturn> {
  const row = await db.transaction(async (tx) =>
    change(tx, await lockReturnAndOrder(tx, returnId, (orderId) => owns(tx, orderId))),
  );
  return toReturn(db, row);
}

/**
 * Ends the return with `amountRials` to the customer's wallet (`refunded` by the shop or the
 * customer's yes to an offer, `resolved` by an admin). The refund is one ledger transaction
 * keyed by the return; the platform gives back its commission on the refunded goods in
 * proportion. An admin's 0 ends it with no money moved.
 */
export async function refundReturn(
  tx: Database,
  { order, row }: { order: OrderRow; row: ReturnRow },
  amountRials: number,
  to: "refunded" | "resolved",
  changes?: Parameters<typeof transitionReturn>[3],
): Promise<ReturnRow> {
  const before = await refundedBefore(tx, order.id);
  const ended = await transitionReturn(tx, row, to, { ...changes, refundRials: amountRials });
  if (amountRials > 0) {
    // What the customer paid for the goods they kept: refunds are shares of this, so the
    // commission and a platform code's discount come back in the same proportion.
    const paidGoodsRials =
      order.itemsTotalRials - order.discountRials - (await packedRefundsRials(tx, order.id));
    const shareBack = (wholeRials: number) =>
      commissionBackRials({
        commissionRials: wholeRials,
        goodsRials: paidGoodsRials,
        refundedBeforeRials: before,
        refundRials: amountRials,
      });
    await postReturnRefund(tx, {
      returnId: row.id,
      orderId: order.id,
      customerId: order.customerId,
      sellerId: order.sellerId,
      refundRials: amountRials,
      commissionBackRials: shareBack(await settledCommissionRials(tx, order.id)),
      discountBackRials: shareBack(await paidPlatformDiscountRials(tx, order.id)),
    });
  }
  await notifyReturnAnswered(tx, {
    orderId: order.id,
    customerId: order.customerId,
    outcome: to,
  });
  return ended;
}
