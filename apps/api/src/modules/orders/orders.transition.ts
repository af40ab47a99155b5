import { type Database, schema } from "@kesht/db";
import { and, eq, sql } from "drizzle-orm";
import { AppError } from "../../lib/app-error";
import { assertTransition, type OrderStatus } from "./orders.states";

const { orderEvents, orderItems, orders, products } = schema;

export type OrderRow = typeof orders.$inferSelect;

/** Columns a transition may set besides the status (paid_at, the cancel reason, …). */
export type TransitionChanges = Partial<
  Pick<
    OrderRow,
    | "paidAt"
    | "reservedUntil"
    | "cancelMessageId"
    | "cancelReason"
    | "cancelledBy"
    | "systemCancelReason"
  >
>;

/** The order row, locked until the transaction ends, so two changes of one order queue up. */
export async function lockOrder(tx: Database, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  return row;
}

/**
 * The one writer of `orders.status`: checks the move against the state table, writes it
 * only if the row still has the status the caller read (so a stale read cannot skip a
 * state), and records the event. Call it inside the transaction that does the rest of the
 * work, so the status, the money and the stock change together or not at all.
 */
export async function transitionOrder(
  tx: Database,
  order: Pick<OrderRow, "id" | "status">,
  to: OrderStatus,
  options: { actorId: number | null; reason?: string | null; changes?: TransitionChanges } = {
    actorId: null,
  },
): Promise<OrderRow> {
  const from = order.status as OrderStatus;
  assertTransition(from, to);
  const [updated] = await tx
    .update(orders)
    .set({ ...options.changes, status: to, updatedAt: sql`now()` })
    .where(and(eq(orders.id, order.id), eq(orders.status, from)))
    .returning();
  if (!updated) throw new AppError("conflict");
  await tx.insert(orderEvents).values({
    orderId: order.id,
    fromStatus: from,
    toStatus: to,
    actorId: options.actorId,
    reason: options.reason ?? null,
  });
  return updated;
}

/** Records the order's first state (it has no "from"). */
export async function recordCreated(
  tx: Database,
  order: Pick<OrderRow, "id" | "status">,
  actorId: number,
): Promise<void> {
  await tx.insert(orderEvents).values({
    orderId: order.id,
    fromStatus: null,
    toStatus: order.status,
    actorId,
  });
}

/** Puts an order's counts back on its products' stock (a cancelled or expired order). */
export async function releaseStock(tx: Database, orderId: number): Promise<void> {
  const items = await tx
    .select({ productId: orderItems.productId, count: orderItems.count })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.productId);
  // In product order, like the reservation, so two releases and a reservation never deadlock.
  for (const item of items) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${item.count}` })
      .where(eq(products.id, item.productId));
  }
}
