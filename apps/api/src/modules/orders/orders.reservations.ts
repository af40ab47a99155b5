import type { Database } from "@kesht/db";
import { schema } from "@kesht/db";
import { and, asc, eq, lt, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { failOrderPayment } from "./orders.payments";

const { orders } = schema;

/** How often the sweep looks for expired reservations, and how many it ends per round. */
const SWEEP_INTERVAL_MS = 60_000;
const SWEEP_BATCH = 100;

/**
 * Cancels unpaid orders whose stock reservation has run out and puts their stock back.
 * Rows another transaction holds (a payment completing right now) are skipped, not waited
 * for: that transaction decides them. Narrowed to one customer or cart when an order list
 * or a checkout touches them, so what the customer sees is never stale.
 */
export async function releaseExpiredReservations(
  db: Database,
  options: { now?: Date; customerId?: number; cartId?: number; limit?: number } = {},
): Promise<number> {
  const conditions: SQL[] = [
    eq(orders.status, "pending_payment"),
    lt(orders.reservedUntil, options.now ?? new Date()),
  ];
  if (options.customerId !== undefined) conditions.push(eq(orders.customerId, options.customerId));
  if (options.cartId !== undefined) conditions.push(eq(orders.cartId, options.cartId));
  return db.transaction(async (tx) => {
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
  });
}

/**
 * Runs `releaseExpiredReservations` every minute while the app is up. The timer is unref'd
 * (it never keeps the process alive) and cleared when the app closes.
 */
export default fp(
  async function reservationSweep(app: FastifyInstance) {
    let timer: NodeJS.Timeout | undefined;
    let inFlight: Promise<void> | null = null;
    const sweep = async () => {
      try {
        const count = await releaseExpiredReservations(app.db);
        if (count > 0) app.log.info({ count }, "expired stock reservations released");
      } catch (error) {
        app.log.error({ err: error }, "reservation sweep failed");
      }
    };
    app.addHook("onReady", async () => {
      timer = setInterval(() => {
        // One round at a time: a slow round is not joined by the next one.
        if (inFlight) return;
        inFlight = sweep().finally(() => {
          inFlight = null;
        });
      }, SWEEP_INTERVAL_MS);
      timer.unref();
    });
    app.addHook("onClose", async () => {
      if (timer) clearInterval(timer);
      // Let a round that has started finish before the database closes under it.
      await inFlight;
    });
  },
  { name: "reservation-sweep", dependencies: ["database"] },
);
