import {
  type CustomerOrder,
  fieldErrorsOf,
  type Order,
  type orderCancelBodySchema,
  type ordersQuerySchema,
  orderTabStatuses,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import { type Page, paged } from "../../lib/paged";
import { findCancelMessage } from "../commerce-reference/commerce-reference.service";
import { customerDeliveryCode } from "../delivery-codes/delivery-codes.service";
import { notifyOrderAccepted } from "../notifications/notifications.service";
import * as repo from "./orders.repo";
import { releaseExpiredReservations } from "./orders.reservations";
import type { CancelledBy, OrderStatus } from "./orders.states";
import { lockOrder, type OrderRow, transitionOrder } from "./orders.transition";
import { toOrder, toOrders } from "./orders.view";

/** The order row, locked until the transaction ends (a payment or a cancel of it). */
export { lockOrder };

type ListQuery = z.output<typeof ordersQuerySchema>;
type CancelInput = z.output<typeof orderCancelBodySchema>;

export type OrderPage = Page<Order>;

function page(
  db: Database,
  query: ListQuery,
  filter: { customerId?: number; sellerId?: number; statuses: readonly OrderStatus[] },
): Promise<OrderPage> {
  return paged(
    query,
    (window) => repo.listOrders(db, { ...filter, ...window }),
    (rows) => toOrders(db, rows),
  );
}

/** The customer's orders; "new" is a seller's tab, so a customer asking for it gets "current". */
export async function listCustomerOrders(
  db: Database,
  customerId: number,
  query: ListQuery,
): Promise<OrderPage> {
  // An unpaid order past its reservation is shown as what it is: cancelled.
  await releaseExpiredReservations(db, { customerId });
  const tab = query.tab === "past" ? "past" : "current";
  return page(db, query, { customerId, statuses: orderTabStatuses.customer[tab] });
}

/** How many orders the shop was paid for on a calendar day and still has (not cancelled). */
export function countSellerOrdersPaidOn(
  db: Database,
  sellerId: number,
  day: { date: string; timeZone: string },
): Promise<number> {
  return repo.countPaidOn(db, { sellerId, day: day.date, timeZone: day.timeZone });
}

export async function listSellerOrders(
  db: Database,
  sellerId: number,
  query: ListQuery,
): Promise<OrderPage> {
  return page(db, query, { sellerId, statuses: orderTabStatuses.seller[query.tab] });
}

/** 404 when there is no such order, 403 when it belongs to another customer. */
export async function ownCustomerOrder(
  db: Database,
  customerId: number,
  id: number,
): Promise<OrderRow> {
  const order = await repo.findOrder(db, id);
  if (!order) throw new AppError("order_not_found");
  if (order.customerId !== customerId) throw new AppError("forbidden");
  return order;
}

/**
 * 404 when there is no such order, 403 when it is another shop's. An order that was never
 * paid is still the customer's business: the shop does not see it at all.
 */
export async function ownSellerOrder(
  db: Database,
  sellerId: number,
  id: number,
): Promise<OrderRow> {
  const order = await repo.findOrder(db, id);
  if (!order || order.paidAt === null) throw new AppError("order_not_found");
  if (order.sellerId !== sellerId) throw new AppError("forbidden");
  return order;
}

/**
 * The customer's own order, with its delivery code while it is on the way: this is the only
 * read that answers the code (the shop, the driver and the admins never see it).
 */
export async function getCustomerOrder(
  db: Database,
  customerId: number,
  id: number,
): Promise<CustomerOrder> {
  let order = await ownCustomerOrder(db, customerId, id);
  if (
    order.status === "pending_payment" &&
    order.reservedUntil &&
    order.reservedUntil < new Date()
  ) {
    await releaseExpiredReservations(db, { customerId });
    order = await ownCustomerOrder(db, customerId, id);
  }
  const deliveryCode =
    order.status === "in_transit" ? await customerDeliveryCode(db, order.id) : null;
  return { ...(await toOrder(db, order)), delivery_code: deliveryCode };
}

export async function getSellerOrder(db: Database, sellerId: number, id: number): Promise<Order> {
  return toOrder(db, await ownSellerOrder(db, sellerId, id));
}

/** Each line's price before the shop's discount, by line id (null on older lines). */
export async function listPricesOf(
  db: Database,
  orderId: number,
): Promise<Map<number, number | null>> {
  const rows = await repo.itemsOf(db, [orderId]);
  return new Map(rows.map(({ item }) => [item.id, item.listPriceRials]));
}

/** The chosen reason: a cancel message of the canceller's side, and/or their own words. */
export async function cancelReason(
  db: Database,
  side: "customer" | "seller",
  input: CancelInput,
): Promise<{ cancelMessageId: number | null; text: string | null }> {
  let cancelMessageId: number | null = null;
  if (input.cancel_message_id !== undefined) {
    const message = await findCancelMessage(db, input.cancel_message_id);
    if (!message || message.type !== side) {
      throw new AppError("validation_failed", {
        fieldErrors: fieldErrorsOf({ cancel_message_id: "invalid_choice" }),
      });
    }
    cancelMessageId = message.id;
  }
  return { cancelMessageId, text: input.reason ? input.reason : null };
}

/**
 * Cancels a paid order's status through the state table, inside the caller's transaction
 * (the cancel flow, which also puts the stock back and refunds the money). `allowed` is what
 * this side may cancel from (the table allows more than a customer may do).
 */
export async function cancelPaidOrder(
  tx: Database,
  input: {
    orderId: number;
    actorId: number;
    by: CancelledBy;
    allowed: readonly OrderStatus[];
    reason: { cancelMessageId: number | null; text: string | null };
  },
): Promise<OrderRow> {
  const order = await lockOrder(tx, input.orderId);
  if (!order) throw new AppError("order_not_found");
  if (!input.allowed.includes(order.status)) {
    throw new AppError("invalid_transition");
  }
  return transitionOrder(tx, order, "cancelled", {
    actorId: input.actorId,
    reason: input.reason.text,
    changes: {
      cancelledBy: input.by,
      cancelMessageId: input.reason.cancelMessageId,
      cancelReason: input.reason.text,
    },
  });
}

/**
 * An order of the customer's still waiting for its payment, for a new payment of it:
 * 404 / 403 as any order of theirs, 409 `invalid_transition` once it is past waiting.
 */
export async function findPayableOrder(
  db: Database,
  customerId: number,
  id: number,
): Promise<OrderRow> {
  const order = await ownCustomerOrder(db, customerId, id);
  if (order.status !== "pending_payment") throw new AppError("invalid_transition");
  return order;
}

/** The shop accepts a new order and starts preparing it (`paid → preparing`). */
export async function acceptSellerOrder(
  db: Database,
  sellerId: number,
  id: number,
): Promise<Order> {
  await ownSellerOrder(db, sellerId, id);
  const order = await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, id);
    if (!locked) throw new AppError("order_not_found");
    const accepted = await transitionOrder(tx, locked, "preparing", { actorId: sellerId });
    await notifyOrderAccepted(tx, locked);
    return accepted;
  });
  return toOrder(db, order);
}
