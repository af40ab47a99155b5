import { type Database, schema } from "@kesht/db";
import { and, eq, sql } from "drizzle-orm";
import { AppError } from "../../lib/app-error";
import { giveDiscountUseBack } from "../discounts/discounts.service";
import {
  insertOrder,
  insertOrderItemsAndEvents,
  type OrderEventRow,
  type OrderItemView,
  type OrderReferences,
} from "./orders.repo";
import { assertTransition, type OrderStatus } from "./orders.states";

const { orderEvents, orderItems, orders } = schema;

export type OrderRow = typeof orders.$inferSelect;

/**
 * A new order as written: its row, what it names by id, and its items and events, as the
 * order view shows them.
 */
export interface WrittenOrder {
  row: OrderRow;
  references: OrderReferences;
  items: OrderItemView[];
  events: OrderEventRow[];
}

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
    | "deliveredAt"
    | "deliveryPhotoFileId"
    | "deliveryProof"
    | "deliveryNoCodeReason"
    | "deliveryLatitude"
    | "deliveryLongitude"
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
  const from = order.status;
  assertTransition(from, to);
  const [updated] = await tx
    .update(orders)
    .set({ ...options.changes, status: to, updatedAt: sql`now()` })
    .where(and(eq(orders.id, order.id), eq(orders.status, from)))
    .returning();
  if (!updated) throw new AppError("conflict");
  // Every way an order is cancelled gives its discount code's use back (decision 040).
  if (to === "cancelled") await giveDiscountUseBack(tx, order.id);
  await tx.insert(orderEvents).values({
    orderId: order.id,
    fromStatus: from,
    toStatus: to,
    actorId: options.actorId,
    reason: options.reason ?? null,
  });
  return updated;
}

/** An order's first state: every order starts here, whatever happens next. */
const FIRST_STATUS: OrderStatus = "pending_payment";

/**
 * Writes a new order in its first state (`pending_payment`) with its items, and records that
 * state as the order's first event (it has no "from").
 *
 * `then` writes the order one step further at once, for a move already decided inside the
 * same transaction (a wallet payment posted with it): the row is inserted in that state with
 * the move's columns, and the events still say both steps, checked against the state table as
 * `transitionOrder` would. Two statements instead of four; nothing outside the transaction
 * ever saw the first state, as before.
 *
 * Answers the row, its references and the items and events as written, for the order view
 * (`toWrittenOrder`) to show without reading them back.
 */
export async function createOrder(
  tx: Database,
  values: Omit<typeof orders.$inferInsert, "status">,
  items: readonly Omit<typeof orderItems.$inferInsert, "orderId">[],
  actorId: number,
  // Not `cancelled`: that move has its own work (the discount's use given back), which only
  // `transitionOrder` does.
  then?: { to: Exclude<OrderStatus, "cancelled">; changes: TransitionChanges },
): Promise<WrittenOrder> {
  if (then) assertTransition(FIRST_STATUS, then.to);
  const { row: order, references } = await insertOrder(tx, {
    ...values,
    ...then?.changes,
    status: then?.to ?? FIRST_STATUS,
  });
  const events: (typeof orderEvents.$inferInsert)[] = [
    { orderId: order.id, fromStatus: null, toStatus: FIRST_STATUS, actorId },
  ];
  if (then)
    events.push({ orderId: order.id, fromStatus: FIRST_STATUS, toStatus: then.to, actorId });
  const written = await insertOrderItemsAndEvents(
    tx,
    items.map((item) => ({ ...item, orderId: order.id })),
    events,
  );
  return { row: order, references, ...written };
}
