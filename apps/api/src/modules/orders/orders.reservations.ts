import type { Database } from "@kesht/db";
import { schema } from "@kesht/db";
import { and, asc, eq, lt, type SQL } from "drizzle-orm";
import { failOrderPayment } from "./orders.payments";

const { orders } = schema;

/** How many expired reservations one round ends (the job runs again a minute later). */
const SWEEP_BATCH = 100;

/**
 * Cancels unpaid orders whose stock reservation has run out and puts their stock back.
 * Rows another transaction holds (a payment completing right now) are skipped, not waited
 * for: that transaction decides them. Narrowed to one customer or cart when an order list
 * or a checkout touches them, so what the customer sees is never stale.
 */
export function releaseExpiredReservations(
  db: Database,
  options: ReleaseOptions = {},
): Promise<number> {
  // Its own transaction: the rows' locks must last until their orders are closed.
  return db.transaction((tx) => releaseExpiredWithin(tx, options));
}

interface ReleaseOptions {
  now?: Date;
  customerId?: number;
  cartId?: number;
  limit?: number;
}

/**
 * The same inside the caller's transaction (checkout), whose end ends the locks. A nested
 * transaction there would only add a savepoint and its release, two round trips in the
 * checkout's transaction that change nothing: a failure rolls the whole checkout back.
 */
export async function releaseExpiredWithin(
  tx: Database,
  options: ReleaseOptions = {},
): Promise<number> {
  const conditions: SQL[] = [
    eq(orders.status, "pending_payment"),
    lt(orders.reservedUntil, options.now ?? new Date()),
  ];
  if (options.customerId !== undefined) conditions.push(eq(orders.customerId, options.customerId));
  if (options.cartId !== undefined) conditions.push(eq(orders.cartId, options.cartId));
  const expired = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(...conditions))
    .orderBy(asc(orders.reservedUntil))
    .limit(options.limit ?? SWEEP_BATCH)
    .for("update", { skipLocked: true });
  for (const order of expired) {
    await failOrderPayment(tx, { orderId: order.id, reason: "payment_expired" });
  }
  return expired.length;
}
