import type { OrderReturn, OrderReturns, returnAnswerBodySchema } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import type { z } from "zod";
import { AppError } from "../lib/app-error";
import { notifyReturnAnswered } from "../modules/notifications/notifications.moments";
import { ownSellerOrder } from "../modules/orders/orders.service";
import { orderReturnsFor, transitionReturn } from "../modules/returns/returns.service";
import { currentReturnWindowDays } from "../modules/settings/settings.service";
import { changeReturn, refundReturn } from "./refund-return";

/*
 * The shop's side of a return (issue 28 item 2): it accepts (all of what was asked, refunded
 * at once, with or without the goods coming back), offers part of it, or refuses. Another
 * shop's return is 403, as its order is.
 */

type Seller = { sellerId: number };
type Answer = z.output<typeof returnAnswerBodySchema>;

export async function returnsOfSellerOrder(
  db: Database,
  input: Seller & { orderId: number; now: Date },
): Promise<OrderReturns> {
  const order = await ownSellerOrder(db, input.sellerId, input.orderId);
  return orderReturnsFor(db, order, { days: await currentReturnWindowDays(db), now: input.now });
}

export function answerReturn(
  db: Database,
  input: Seller & { returnId: number; answer: Answer },
): Promise<OrderReturn> {
  const { answer } = input;
  const owns = (tx: Database, orderId: number) => ownSellerOrder(tx, input.sellerId, orderId);
  return changeReturn(db, input.returnId, owns, async (tx, { order, row }) => {
    if (row.status !== "requested") throw new AppError("return_state_changed");
    if (answer.decision === "accept") {
      return refundReturn(tx, { order, row }, row.askedRials, "refunded", {
        goodsBack: answer.goods_back,
        shopNote: answer.note,
      });
    }
    if (answer.decision === "offer" && answer.amount_rials >= row.askedRials) {
      throw new AppError("return_amount_too_large");
    }
    const answered =
      answer.decision === "offer"
        ? await transitionReturn(tx, row, "offered", {
            offeredRials: answer.amount_rials,
            goodsBack: answer.goods_back,
            shopNote: answer.note,
          })
        : await transitionReturn(tx, row, "refused", { shopNote: answer.note });
    await notifyReturnAnswered(tx, {
      orderId: order.id,
      customerId: order.customerId,
      outcome: answered.status === "offered" ? "offered" : "refused",
    });
    return answered;
  });
}
