import { type Database, schema } from "@kesht/db";
import { eq, sql } from "drizzle-orm";

const { invoiceCounters, invoices } = schema;

/**
 * Writes an order's invoice under the shop's next number, in one statement: the counter's
 * upsert locks the counter row until the caller's transaction ends, so a concurrent payment
 * of the same shop waits there and then takes the number after this one. A rolled-back
 * payment rolls its number back with it.
 */
export async function insertNextInvoice(
  tx: Database,
  order: { orderId: number; sellerId: number },
): Promise<{ number: number; issuedAt: Date }> {
  const nextNumber = tx
    .insert(invoiceCounters)
    .values({ sellerId: order.sellerId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.sellerId,
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  const result = await tx.execute(sql`
    with counter as (${nextNumber.getSQL()})
    insert into ${invoices} (order_id, seller_id, number)
    select ${order.orderId}, ${order.sellerId}, last_number from counter
    returning number, issued_at`);
  const [row] = (result as unknown as { rows: { number: number; issued_at: Date | string }[] })
    .rows;
  if (!row) throw new Error(`invoice of order ${order.orderId} not written`);
  return { number: Number(row.number), issuedAt: new Date(row.issued_at) };
}

export async function findInvoice(db: Database, orderId: number) {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row;
}
