import {
  fieldErrorsOf,
  type OrderReturns,
  type ReturnPage,
  type ValidationMessageKey,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { AppError } from "../../lib/app-error";
import { paged } from "../../lib/paged";
import { usableFileIds } from "../files/files.service";
import * as repo from "./returns.repo";
import { lineRefundRials, thousandths } from "./returns.rules";
import { toReturn, toReturns } from "./returns.view";

/*
 * Returns and partial refunds (issue 28 item 2): who may ask what, when. The flows
 * (flows/ask-return.ts, answer-return.ts, resolve-return-dispute.ts) read the order as its
 * customer's or shop's, hold its lock, and post the money; this module judges the return.
 */

export type { ReturnRow } from "./returns.repo";
export { lockReturn, transitionReturn } from "./returns.repo";
export { toReturn };

const dayMs = 24 * 60 * 60_000;
const receivedStatuses = new Set(["received", "completed"]);

/** The order as its customer or shop read it (the orders module's 404/403 already passed). */
export interface ReturnedOrder {
  id: number;
  customerId: number;
  sellerId: number;
  status: string;
}

async function windowEnd(db: Database, order: ReturnedOrder, windowDays: number) {
  if (!receivedStatuses.has(order.status)) return null;
  const at = await repo.receivedAt(db, order.id);
  return at ? new Date(at.getTime() + windowDays * dayMs) : null;
}

/** The order's lines, what is left to return of each, and its returns. */
export async function orderReturnsFor(
  db: Database,
  order: ReturnedOrder,
  window: { days: number; now: Date },
): Promise<OrderReturns> {
  const [ends, lines, rows, open] = await Promise.all([
    windowEnd(db, order, window.days),
    repo.linesWithReturned(db, order.id),
    repo.returnsOfOrder(db, order.id),
    repo.hasOpenReturn(db, order.id),
  ]);
  const left = lines.map((line) => ({
    order_item_id: line.id,
    name: line.name,
    latin_name: line.latinName,
    count: Number(line.count),
    unit_price_rials: line.unitPriceRials,
    returnable:
      (thousandths(Number(line.count)) - thousandths(Number(line.returnedQuantity))) / 1000,
  }));
  return {
    can_ask: ends !== null && ends > window.now && !open && left.some((l) => l.returnable > 0),
    window_ends_at: ends?.toISOString() ?? null,
    window_days: window.days,
    lines: left,
    returns: await toReturns(db, rows),
  };
}

function refuseField(field: string, problem: ValidationMessageKey): never {
  throw new AppError("validation_failed", { fieldErrors: fieldErrorsOf({ [field]: problem }) });
}

/**
 * The customer asks to return `lines` of a received order, inside the caller's transaction
 * (which holds the order's lock, so two asks of one order queue up): 409 before receipt,
 * after the window or beside an open return; 422 for a line not on the order, a quantity
 * above what is left, or photos that are not this customer's `return_photo` uploads.
 */
export async function askReturn(
  tx: Database,
  order: ReturnedOrder,
  input: {
    reason: string;
    lines: readonly { order_item_id: number; quantity: number }[];
    photoIds: readonly string[];
    windowDays: number;
    now: Date;
  },
): Promise<repo.ReturnRow> {
  if (!receivedStatuses.has(order.status)) throw new AppError("return_not_allowed");
  const ends = await windowEnd(tx, order, input.windowDays);
  if (!ends || ends <= input.now) throw new AppError("return_window_closed");
  if (await repo.hasOpenReturn(tx, order.id)) throw new AppError("return_already_open");
  if (new Set(input.photoIds).size !== input.photoIds.length) {
    refuseField("photo_ids", "duplicate_file");
  }
  if (input.photoIds.length > 0) {
    const usable = await usableFileIds(tx, {
      ownerId: order.customerId,
      purpose: "return_photo",
      ids: input.photoIds,
    });
    if (!input.photoIds.every((id) => usable.has(id))) refuseField("photo_ids", "file_not_usable");
  }
  const bought = await repo.linesWithReturned(tx, order.id);
  const lines = input.lines.map((asked) => {
    const line = bought.find((item) => item.id === asked.order_item_id);
    if (!line) refuseField("lines", "invalid_choice");
    const alreadyQuantity = Number(line.returnedQuantity);
    if (
      thousandths(asked.quantity) >
      thousandths(Number(line.count)) - thousandths(alreadyQuantity)
    ) {
      throw new AppError("return_quantity_exceeded");
    }
    return {
      orderItemId: line.id,
      quantity: asked.quantity,
      amountRials: lineRefundRials({
        count: Number(line.count),
        totalRials: line.totalRials,
        quantity: asked.quantity,
        alreadyQuantity,
        alreadyRials: Number(line.returnedRials),
      }),
    };
  });
  const askedRials = lines.reduce((sum, line) => sum + line.amountRials, 0);
  if (askedRials <= 0) throw new AppError("return_quantity_exceeded");
  return repo.insertReturn(
    tx,
    {
      orderId: order.id,
      customerId: order.customerId,
      sellerId: order.sellerId,
      reason: input.reason,
      askedRials,
    },
    lines,
    input.photoIds,
  );
}

/** The return of this order locked: 404 when it is not one of the order's. */
export async function lockOrderReturn(
  tx: Database,
  orderId: number,
  returnId: number,
): Promise<repo.ReturnRow> {
  const row = await repo.lockReturn(tx, returnId);
  if (!row || row.orderId !== orderId) throw new AppError("return_not_found");
  return row;
}

/** The return's order id, or 404: the flows then read the order as its customer's or shop's. */
export async function orderIdOfReturn(db: Database, returnId: number): Promise<number> {
  const [row] = await repo.findReturns(db, [returnId]);
  if (!row) throw new AppError("return_not_found");
  return row.orderId;
}

/** Whether the order has a return waiting for the shop, the customer or an admin. */
export function hasOpenReturnOf(db: Database, orderId: number): Promise<boolean> {
  return repo.hasOpenReturn(db, orderId);
}

/** What the order's earlier returns refunded (the commission given back is counted over all). */
export function refundedBefore(db: Database, orderId: number): Promise<number> {
  return repo.refundedRials(db, orderId);
}

/** Disputed returns, the longest waiting first, for the admins. */
export async function listReturnDisputes(
  db: Database,
  query: { page: number; per_page: number },
): Promise<ReturnPage> {
  return paged(
    query,
    (window) => repo.disputedReturns(db, window),
    (rows) => toReturns(db, rows),
  );
}
