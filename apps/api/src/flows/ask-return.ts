import type { OrderReturn, OrderReturns, returnRequestBodySchema } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import type { z } from "zod";
import { AppError } from "../lib/app-error";
import { notifyReturnRequested } from "../modules/notifications/notifications.moments";
import { lockOrder, ownCustomerOrder } from "../modules/orders/orders.service";
import {
  askReturn,
  hasOpenReturnOf,
  orderReturnsFor,
  toReturn,
  transitionReturn,
} from "../modules/returns/returns.service";
import { currentReturnWindowDays } from "../modules/settings/settings.service";
import { changeReturn, refundReturn } from "./refund-return";

/*
 * The customer's side of a return (issue 28 item 2): what they may return, asking, taking or
 * refusing the shop's offer, and taking a refusal to an admin. The orders module says whose
 * order it is (404 unknown, 403 another customer's).
 */

type Customer = { customerId: number };
/** The app's clock: the return window is judged against it. */
type Now = { now: Date };

export async function returnsOfCustomerOrder(
  db: Database,
  input: Customer & Now & { orderId: number },
): Promise<OrderReturns> {
  const order = await ownCustomerOrder(db, input.customerId, input.orderId);
  return orderReturnsFor(db, order, { days: await currentReturnWindowDays(db), now: input.now });
}

/** Asks to return lines of a received order; its shop hears of it. */
export async function askOrderReturn(
  db: Database,
  input: Customer & Now & { orderId: number; body: z.output<typeof returnRequestBodySchema> },
): Promise<OrderReturn> {
  const row = await db.transaction(async (tx) => {
    await ownCustomerOrder(tx, input.customerId, input.orderId);
    const order = await lockOrder(tx, input.orderId);
    if (!order) throw new AppError("order_not_found");
    const asked = await askReturn(tx, order, {
      reason: input.body.reason,
      lines: input.body.lines,
      photoIds: input.body.photo_ids,
      windowDays: await currentReturnWindowDays(tx),
      now: input.now,
    });
    await notifyReturnRequested(tx, order);
    return asked;
  });
  return toReturn(db, row);
}

const ownedBy = (customerId: number) => (tx: Database, orderId: number) =>
  ownCustomerOrder(tx, customerId, orderId);

/** Takes the shop's partial offer (refunded at once) or refuses it (it may then go to an admin). */
export function replyToReturnOffer(
  db: Database,
  input: Customer & { returnId: number; accept: boolean },
): Promise<OrderReturn> {
  return changeReturn(db, input.returnId, ownedBy(input.customerId), async (tx, { order, row }) => {
    if (row.status !== "offered" || row.offeredRials === null) {
      throw new AppError("return_state_changed");
    }
    if (!input.accept) return transitionReturn(tx, row, "refused");
    return refundReturn(tx, { order, row }, row.offeredRials, "refunded");
  });
}

/** Takes a refused return to the admins; 409 while another return of the order is open. */
export function disputeReturn(
  db: Database,
  input: Customer & { returnId: number },
): Promise<OrderReturn> {
  return changeReturn(db, input.returnId, ownedBy(input.customerId), async (tx, { order, row }) => {
    if (row.status === "refused" && (await hasOpenReturnOf(tx, order.id))) {
      throw new AppError("return_already_open");
    }
    return transitionReturn(tx, row, "disputed");
  });
}
