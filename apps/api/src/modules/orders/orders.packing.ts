import { type Database, schema } from "@kesht/db";
import { and, eq, sql } from "drizzle-orm";
import { lineTotalRials } from "../cart/cart.rules";
import { discountPartRials } from "../discounts/discounts.rules";
import type { OrderRow } from "./orders.transition";

const { orderItems, stockTypes } = schema;

/**
 * Packed weight (docs/decisions/033-packed-weight.md): the shop weighs what it packed of each
 * line sold by weight; less than ordered is refunded at once, more is the shop's gift.
 */

/** While the shop prepares, before a loading request or its own delivery takes the goods. */
export const packingStatus = "preparing" as const;

/**
 * What goes back to the customer for a line packed at `packedCount`: the line's total less
 * what the packed amount costs at the line's price (rounded as checkout rounds). Nothing when
 * the shop packed as much or more: the customer is never charged beyond what they ordered.
 */
export function packedShortfallRials(
  line: { count: number; unitPriceRials: number; totalRials: number },
  packedCount: number,
): number {
  if (packedCount >= line.count) return 0;
  return Math.max(0, line.totalRials - lineTotalRials(line.unitPriceRials, packedCount));
}

/**
 * Of a line's packed shortfall (at its list price), what goes back to the customer: the
 * shortfall less the discount's part of it (decision 040), so a customer who paid less for
 * the line never gets back more than they paid. The discount's part stays with whoever gave
 * it: a shop's code simply lowered what the shop had; a platform code's part is never paid
 * by the platform (settlement pays only the discount on what was packed).
 */
export function packedRefundToCustomerRials(
  line: { count: number; unitPriceRials: number; totalRials: number; discountRials: number },
  packedCount: number,
): number {
  const shortfall = packedShortfallRials(line, packedCount);
  return shortfall - discountPartRials(line, shortfall);
}

/** One line of the order, locked, with its unit's code; undefined when it is not the order's. */
export async function lockOrderLine(tx: Database, orderId: number, itemId: number) {
  const [row] = await tx
    .select({ item: orderItems, unitCode: stockTypes.code })
    .from(orderItems)
    .innerJoin(stockTypes, eq(stockTypes.id, orderItems.stockTypeId))
    .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId)))
    .for("update", { of: orderItems });
  return row;
}

/** Records the packed amount and its refund on the line, once: false when it was packed already. */
export async function recordPacked(
  tx: Database,
  itemId: number,
  packed: { count: number; refundRials: number },
): Promise<boolean> {
  const rows = await tx
    .update(orderItems)
    .set({ packedCount: packed.count, packedRefundRials: packed.refundRials })
    .where(and(eq(orderItems.id, itemId), sql`${orderItems.packedCount} is null`))
    .returning({ id: orderItems.id });
  return rows.length === 1;
}

/** What packed-weight refunds have already given back of an order. */
export async function packedRefundsRials(db: Database, orderId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${orderItems.packedRefundRials}), 0)` })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return Number(row?.total ?? 0);
}

/**
 * The discount on what was not packed (decision 040): for each packed line, its shortfall at
 * list price less what went back to the customer for it. A platform code pays the order's
 * discount less this at settlement.
 */
export async function packedDiscountRials(db: Database, orderId: number): Promise<number> {
  const lines = await db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), sql`${orderItems.packedCount} is not null`));
  return lines.reduce((sum, item) => {
    const line = { ...item, count: Number(item.count) };
    return sum + packedShortfallRials(line, Number(item.packedCount)) - item.packedRefundRials;
  }, 0);
}

/**
 * What of a paid order is still in the seller's pending income: its total less what packing
 * refunded. A cancellation refunds this, and settlement shares out this, never more.
 */
export async function remainingOrderRials(
  db: Database,
  order: Pick<OrderRow, "id" | "totalRials">,
): Promise<number> {
  return order.totalRials - (await packedRefundsRials(db, order.id));
}
