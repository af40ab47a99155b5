import { openReturnStatuses, type ReturnStatus } from "@kesht/contracts";
import { type Database, schema } from "@kesht/db";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { AppError } from "../../lib/app-error";
import { assertReturnTransition } from "./returns.states";

/*
 * `returns`, `return_lines`, `return_photos`: this file alone writes them. Order lines and
 * events are read from the orders module's tables, never written here.
 */
const { files, orderEvents, orderItems, returnLines, returnPhotos, returns } = schema;

export type ReturnRow = typeof returns.$inferSelect;
/** Columns a transition may set besides the status. */
export type ReturnChanges = Partial<
  Pick<
    ReturnRow,
    "offeredRials" | "refundRials" | "goodsBack" | "shopNote" | "adminNote" | "resolvedBy"
  >
>;

/** When the order became `received`: the return window runs from here. */
export async function receivedAt(db: Database, orderId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toStatus, "received")))
    .orderBy(desc(orderEvents.id))
    .limit(1);
  return row?.at ?? null;
}

/**
 * The order's lines as the customer received them, with what all its returns so far claim of
 * each. A line packed short (decision 033) counts what was packed and what was paid for it
 * after the packing refund, so a return never refunds the shortfall a second time.
 */
export function linesWithReturned(db: Database, orderId: number) {
  return db
    .select({
      id: orderItems.id,
      name: orderItems.name,
      latinName: orderItems.latinName,
      count:
        sql<number>`least(${orderItems.count}, coalesce(${orderItems.packedCount}, ${orderItems.count}))`.mapWith(
          Number,
        ),
      unitPriceRials: orderItems.unitPriceRials,
      // What the customer paid for what they kept: less a discount code's share (decision 040)
      // and what packing gave back.
      totalRials:
        sql<number>`${orderItems.totalRials} - ${orderItems.discountRials} - ${orderItems.packedRefundRials}`.mapWith(
          Number,
        ),
      returnedQuantity: sql<string>`coalesce(sum(${returnLines.quantity}), 0)`,
      returnedRials: sql<string>`coalesce(sum(${returnLines.amountRials}), 0)`,
    })
    .from(orderItems)
    .leftJoin(returnLines, eq(returnLines.orderItemId, orderItems.id))
    .where(eq(orderItems.orderId, orderId))
    .groupBy(orderItems.id)
    .orderBy(asc(orderItems.id));
}

export async function hasOpenReturn(db: Database, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: returns.id })
    .from(returns)
    .where(and(eq(returns.orderId, orderId), inArray(returns.status, [...openReturnStatuses])));
  return row !== undefined;
}

/** What the order's earlier returns refunded, for the commission given back with the next. */
export async function refundedRials(db: Database, orderId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${returns.refundRials}), 0)` })
    .from(returns)
    .where(eq(returns.orderId, orderId));
  return Number(row?.sum ?? 0);
}

export async function insertReturn(
  tx: Database,
  values: Omit<typeof returns.$inferInsert, "status">,
  lines: readonly { orderItemId: number; quantity: number; amountRials: number }[],
  photoIds: readonly string[],
): Promise<ReturnRow> {
  const [row] = await tx
    .insert(returns)
    .values({ ...values, status: "requested" })
    .onConflictDoNothing()
    .returning();
  // The one-open-return index decides between two concurrent asks.
  if (!row) throw new AppError("return_already_open");
  await tx.insert(returnLines).values(lines.map((line) => ({ ...line, returnId: row.id })));
  if (photoIds.length > 0) {
    await tx
      .insert(returnPhotos)
      .values(photoIds.map((fileId, position) => ({ returnId: row.id, position, fileId })));
  }
  return row;
}

/** The return locked until the transaction ends: two answers to one return queue up. */
export async function lockReturn(tx: Database, id: number): Promise<ReturnRow | undefined> {
  const [row] = await tx.select().from(returns).where(eq(returns.id, id)).for("update");
  return row;
}

/**
 * The one writer of `returns.status`: checks the move against the state table and writes it
 * only if the row still has the status the caller read, so of two concurrent answers one
 * wins and the other is 409 `return_state_changed`.
 */
export async function transitionReturn(
  tx: Database,
  row: Pick<ReturnRow, "id" | "status">,
  to: ReturnStatus,
  changes: ReturnChanges = {},
): Promise<ReturnRow> {
  assertReturnTransition(row.status, to);
  const [updated] = await tx
    .update(returns)
    .set({ ...changes, status: to, updatedAt: sql`now()` })
    .where(and(eq(returns.id, row.id), eq(returns.status, row.status)))
    .returning();
  if (!updated) throw new AppError("return_state_changed");
  return updated;
}

export function returnsOfOrder(db: Database, orderId: number) {
  return db.select().from(returns).where(eq(returns.orderId, orderId)).orderBy(desc(returns.id));
}

export function disputedReturns(db: Database, page: { limit: number; offset: number }) {
  return db
    .select()
    .from(returns)
    .where(eq(returns.status, "disputed"))
    .orderBy(asc(returns.updatedAt), asc(returns.id))
    .limit(page.limit)
    .offset(page.offset);
}

export function linesOf(db: Database, returnIds: readonly number[]) {
  if (returnIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      returnId: returnLines.returnId,
      orderItemId: returnLines.orderItemId,
      quantity: returnLines.quantity,
      amountRials: returnLines.amountRials,
      name: orderItems.name,
      latinName: orderItems.latinName,
    })
    .from(returnLines)
    .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
    .where(inArray(returnLines.returnId, [...returnIds]))
    .orderBy(asc(returnLines.orderItemId));
}

export function photosOf(db: Database, returnIds: readonly number[]) {
  if (returnIds.length === 0) return Promise.resolve([]);
  return db
    .select({ returnId: returnPhotos.returnId, file: files })
    .from(returnPhotos)
    .innerJoin(files, eq(files.id, returnPhotos.fileId))
    .where(inArray(returnPhotos.returnId, [...returnIds]))
    .orderBy(asc(returnPhotos.returnId), asc(returnPhotos.position));
}

export function findReturns(db: Database, ids: readonly number[]) {
  return db
    .select()
    .from(returns)
    .where(inArray(returns.id, [...ids]));
}
