import type { Database } from "@kesht/db";
import * as contacts from "./contacts.repo";
import { notify, notifyEach } from "./notifications.service";

/*
 * The moments issue 27 added, one call each from the flow that commits them: a customer
 * hears of a driver and the way, a refund; a shop and the admins of a dispute; the admins of
 * a shop or driver to review; a driver of new loads they can carry (a digest, at most one per
 * interval).
 */

type ShippedOrder = { id: number; customerId: number };

/** One moment of a shipment, told to the customer of each of its orders about their own order. */
function notifyEachOrdersCustomer(
  tx: Database,
  orders: readonly ShippedOrder[],
  kind: "driver_assigned" | "order_on_the_way",
) {
  return Promise.all(
    orders.map((order) =>
      notify(tx, { userId: order.customerId, role: "customer", kind, subjectId: order.id }),
    ),
  );
}

/** A driver was chosen for a shipment: each of its customers hears it. */
export function notifyDriverAssigned(tx: Database, orders: readonly ShippedOrder[]) {
  return notifyEachOrdersCustomer(tx, orders, "driver_assigned");
}

/** The load left (a driver's or the shop's own): each customer can follow it on the map. */
export function notifyOnTheWay(tx: Database, orders: readonly ShippedOrder[]) {
  return notifyEachOrdersCustomer(tx, orders, "order_on_the_way");
}

/** A paid order was cancelled and its money went back to the customer's wallet. */
export function notifyOrderRefunded(tx: Database, order: { id: number; customerId: number }) {
  return notify(tx, {
    userId: order.customerId,
    role: "customer",
    kind: "order_refunded",
    subjectId: order.id,
  });
}

/** A customer disputed a delivered order: its shop and the admins who resolve it hear. */
export async function notifyDisputeOpened(tx: Database, order: { id: number; sellerId: number }) {
  await notify(tx, {
    userId: order.sellerId,
    role: "seller",
    kind: "dispute_opened",
    subjectId: order.id,
  });
  await notifyEach(tx, await contacts.adminIds(tx), {
    role: "admin",
    kind: "dispute_opened",
    subjectId: order.id,
  });
}

/** A shop or a driver finished registering (or asked again): the admins have one to review. */
export async function notifyReviewRequested(
  tx: Database,
  subject: { role: "seller" | "driver"; userId: number },
) {
  await notifyEach(tx, await contacts.adminIds(tx), {
    role: "admin",
    kind: "review_requested",
    subjectId: subject.userId,
    params: { subject: subject.role },
  });
}

/**
 * Tells each driver of the open loads they can carry that they have not been told of, one
 * digest per driver at most every `intervalMs`. `loadsByDriver` lists, per driver, the ids
 * of the recent open loads that match them (shipping decides what matches). Answers how
 * many drivers were told.
 */
export async function sendLoadDigests(
  db: Database,
  loadsByDriver: ReadonlyMap<number, readonly number[]>,
  options: { now: Date; intervalMs: number },
): Promise<number> {
  const marks = await contacts.loadDigestMarks(db, [...loadsByDriver.keys()]);
  let told = 0;
  for (const [driverId, ids] of loadsByDriver) {
    const unseen = ids.filter((id) => id > (marks.get(driverId) ?? 0)).sort((a, b) => a - b);
    const first = unseen[0];
    const last = unseen.at(-1);
    if (first === undefined || last === undefined) continue;
    const claimed = await db.transaction(async (tx) => {
      const mine = await contacts.claimLoadDigest(tx, {
        driverId,
        lastRequestId: last,
        now: options.now,
        notBefore: new Date(options.now.getTime() - options.intervalMs),
      });
      if (mine) {
        await notify(tx, {
          userId: driverId,
          role: "driver",
          kind: "new_loads",
          subjectId: first,
          params: { count: unseen.length },
        });
      }
      return mine;
    });
    if (claimed) told += 1;
  }
  return told;
}

/** A customer asked to return goods of an order: its shop hears (issue 28 item 2). */
export function notifyReturnRequested(tx: Database, order: { id: number; sellerId: number }) {
  return notify(tx, {
    userId: order.sellerId,
    role: "seller",
    kind: "return_requested",
    subjectId: order.id,
  });
}

/** A return was answered (refunded, offered, refused or decided by an admin): the customer hears. */
export function notifyReturnAnswered(
  tx: Database,
  input: {
    orderId: number;
    customerId: number;
    outcome: "refunded" | "offered" | "refused" | "resolved";
  },
) {
  return notify(tx, {
    userId: input.customerId,
    role: "customer",
    kind: "return_answered",
    subjectId: input.orderId,
    params: { outcome: input.outcome },
  });
}
