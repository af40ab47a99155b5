import type { Dispute } from "@kesht/contracts";
import { type Database, schema } from "@kesht/db";
import { and, asc, desc, eq, lte, sql } from "drizzle-orm";
import { AppError } from "../../lib/app-error";
import { notifyDisputeOpened } from "../notifications/notifications.moments";
import { ownCustomerOrder } from "./orders.service";
import { lockOrder, type OrderRow, transitionOrder } from "./orders.transition";
import { toOrders } from "./orders.view";

const { orderEvents, orders } = schema;

/*
 * The end of an order's journey (ARCHITECTURE §6): the customer confirms receipt of a
 * delivered order or reports a problem, and an admin resolves a dispute. The money moves in
 * the flows (flows/confirm-receipt.ts, flows/resolve-dispute.ts); this is the orders' side.
 */

/** 404 without the order, 409 `invalid_transition` unless it is in `status` (read under its lock). */
export function expectStatus(order: OrderRow | undefined, status: OrderRow["status"]): OrderRow {
  if (!order) throw new AppError("order_not_found");
  if (order.status !== status) throw new AppError("invalid_transition");
  return order;
}

/**
 * The oldest delivered order whose receipt is due (delivered at or before `cutoff`), locked
 * for the caller's transaction. Rows another worker holds are skipped, not waited for, so
 * two workers settle different orders side by side. `onlyOrderId` narrows it to one order
 * (the development route's runs, so tests side by side each settle only their own).
 */
export async function claimDueReceipt(
  tx: Database,
  cutoff: Date,
  onlyOrderId?: number,
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, "delivered"),
        lte(orders.deliveredAt, cutoff),
        onlyOrderId === undefined ? undefined : eq(orders.id, onlyOrderId),
      ),
    )
    .orderBy(asc(orders.deliveredAt), asc(orders.id))
    .limit(1)
    .for("update", { skipLocked: true });
  return row;
}

/** `delivered → disputed`, with the customer's reason recorded in the order's history. */
export function markDisputed(tx: Database, order: OrderRow, actorId: number, reason: string) {
  return transitionOrder(tx, order, "disputed", { actorId, reason });
}

/** `… → received`: by the customer, by the receipt job (no actor), or by an admin. */
export function markReceived(
  tx: Database,
  order: OrderRow,
  actorId: number | null,
  reason: string | null = null,
) {
  return transitionOrder(tx, order, "received", { actorId, reason });
}

/** `disputed → cancelled` by an admin, with their note as the reason. */
export function markDisputeCancelled(tx: Database, order: OrderRow, actorId: number, note: string) {
  return transitionOrder(tx, order, "cancelled", {
    actorId,
    reason: note,
    changes: { cancelledBy: "admin", cancelReason: note },
  });
}

/** Disputed orders, the longest waiting first, each with the customer's reason and when. */
export async function listDisputedOrders(
  db: Database,
  page: { limit: number; offset: number },
): Promise<{ order: OrderRow; reason: string | null; disputedAt: Date }[]> {
  const rows = await db
    .select({
      order: orders,
      reason: orderEvents.reason,
      disputedAt: orderEvents.createdAt,
    })
    .from(orders)
    .innerJoin(
      orderEvents,
      and(
        eq(orderEvents.orderId, orders.id),
        eq(orderEvents.toStatus, "disputed"),
        // The latest report, should an order ever be disputed more than once.
        eq(
          orderEvents.id,
          sql`(select max(e.id) from ${orderEvents} e where e.order_id = ${orders.id} and e.to_status = 'disputed')`,
        ),
      ),
    )
    .where(eq(orders.status, "disputed"))
    .orderBy(asc(orderEvents.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows;
}

/** The customer reports a problem with a delivered order of theirs (`delivered → disputed`). */
export async function disputeOrder(
  db: Database,
  input: { customerId: number; orderId: number; reason: string },
): Promise<OrderRow> {
  await ownCustomerOrder(db, input.customerId, input.orderId);
  return db.transaction(async (tx) => {
    const order = expectStatus(await lockOrder(tx, input.orderId), "delivered");
    const disputed = await markDisputed(tx, order, input.customerId, input.reason);
    await notifyDisputeOpened(tx, disputed);
    return disputed;
  });
}

/** A page of disputed orders, as an admin sees them to resolve them. */
export async function listDisputes(
  db: Database,
  query: { page: number; perPage: number },
): Promise<{ items: Dispute[]; page: number; per_page: number; has_more: boolean }> {
  const rows = await listDisputedOrders(db, {
    limit: query.perPage + 1,
    offset: (query.page - 1) * query.perPage,
  });
  const shown = rows.slice(0, query.perPage);
  const orderViews = await toOrders(
    db,
    shown.map((row) => row.order),
  );
  return {
    items: shown.map((row, index) => ({
      order: orderViews[index] as Dispute["order"],
      reason: row.reason,
      disputed_at: row.disputedAt.toISOString(),
    })),
    page: query.page,
    per_page: query.perPage,
    has_more: rows.length > query.perPage,
  };
}
