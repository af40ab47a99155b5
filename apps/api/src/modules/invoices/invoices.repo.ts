import { type Database, schema } from "@kesht/db";
import { eq, sql } from "drizzle-orm";

const { invoiceCounters, invoices } = schema;

/**
 * The shop's next invoice number, in one statement: the upsert locks the counter row until
 * the caller's transaction ends, so a concurrent payment of the same shop waits here and then
 * reads the number this one took. A rolled-back payment rolls its number back with it.
 */
export async function takeNextNumber(tx: Database, sellerId: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ sellerId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.sellerId,
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ number: invoiceCounters.lastNumber });
  if (!row) throw new Error(`no invoice number for shop ${sellerId}`);
  return row.number;
}

export async function insertInvoice(
  tx: Database,
  values: typeof invoices.$inferInsert,
): Promise<typeof invoices.$inferSelect> {
  const [row] = await tx.insert(invoices).values(values).returning();
  if (!row) throw new Error(`invoice of order ${values.orderId} not written`);
  return row;
}

export async function findInvoice(db: Database, orderId: number) {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row;
}
