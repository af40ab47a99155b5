import {
  type NotificationKind,
  type NotificationPage,
  type NotificationRole,
  type notificationsQuerySchema,
  type RecipientRole,
  rialsToToman,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import type { z } from "zod";
import { paged } from "../../lib/paged";
import { planDeliveries } from "./deliveries.plan";
import * as repo from "./notifications.repo";
import { notificationTexts } from "./notifications.texts";

/*
 * Notifications (issue 12 item 5). This module is the only writer of the table: the flows that
 * commit an event call `notify` inside their own transaction, so a notification exists exactly
 * when its event does (a rolled-back flow leaves none).
 */

export interface NotifyInput {
  userId: number;
  role: RecipientRole;
  kind: NotificationKind;
  /** What it is about (an order, a shipment, a loading request, a cash request…). */
  subjectId?: number | null;
  /** What the text needs beyond the subject: a reason, an amount, who cancelled. */
  params?: Record<string, string | number>;
}

function row(input: NotifyInput): repo.NewNotification {
  return {
    userId: input.userId,
    role: input.role,
    kind: input.kind,
    subjectId: input.subjectId ?? null,
    params: input.params ?? {},
  };
}

/**
 * Writes notifications and their deliveries (one per channel the kind, the role and the
 * person choose; see deliveries.plan.ts), all in the caller's transaction: nothing is sent
 * from the request, the sending job does that after the commit.
 */
async function write(tx: Database, rows: readonly repo.NewNotification[]): Promise<void> {
  await planDeliveries(tx, await repo.insertNotifications(tx, rows));
}

/** One notification, written in the caller's transaction. */
export function notify(tx: Database, input: NotifyInput): Promise<void> {
  return write(tx, [row(input)]);
}

/** The same notification for several people (e.g. every driver whose proposal was declined). */
export function notifyEach(
  tx: Database,
  userIds: readonly number[],
  input: Omit<NotifyInput, "userId">,
): Promise<void> {
  return write(
    tx,
    [...new Set(userIds)].map((userId) => row({ ...input, userId })),
  );
}

export async function listNotifications(
  db: Database,
  reader: { userId: number; role: NotificationRole },
  query: z.output<typeof notificationsQuerySchema>,
): Promise<NotificationPage> {
  const listed = await paged(
    query,
    (window) => repo.listNotifications(db, { ...reader, ...window }),
    (rows) => rows.map(toNotification),
  );
  return { ...listed, unseen_count: await repo.countUnseen(db, reader.userId, reader.role) };
}

/** A stored notification as the bell lists it: its text and its link, from the catalogue. */
function toNotification(found: Awaited<ReturnType<typeof repo.listNotifications>>[number]) {
  const facts = {
    role: found.role as NotificationRole,
    subjectId: found.subjectId,
    params: found.params,
  };
  const entry = notificationTexts[found.kind as NotificationKind];
  return {
    id: found.id,
    kind: found.kind as NotificationKind,
    text: entry.text(facts),
    link: entry.link(facts),
    seen: found.seenAt !== null,
    created_at: found.createdAt.toISOString(),
  };
}

export async function unseenNotifications(
  db: Database,
  reader: { userId: number; role: NotificationRole },
): Promise<{ unseen_count: number }> {
  return { unseen_count: await repo.countUnseen(db, reader.userId, reader.role) };
}

/** Marks the reader's own notifications seen (all, or up to an id) and answers the new count. */
export async function markNotificationsSeen(
  db: Database,
  reader: { userId: number; role: NotificationRole },
  upToId: number | undefined,
): Promise<{ unseen_count: number }> {
  await repo.markSeen(db, { ...reader, upToId });
  return unseenNotifications(db, reader);
}

/**
 * A cancelled order reaches the side that did not cancel it: the seller when the customer
 * cancels, the customer when the shop does, and both when the admins cancel after a dispute.
 */
export function notifyOrderCancelled(
  tx: Database,
  order: { id: number; customerId: number; sellerId: number },
  by: "customer" | "seller" | "admin",
): Promise<void> {
  const readers: repo.NewNotification[] = [];
  const facts = { kind: "order_cancelled", subjectId: order.id, params: { by } } as const;
  if (by !== "customer")
    readers.push(row({ ...facts, userId: order.customerId, role: "customer" }));
  if (by !== "seller") readers.push(row({ ...facts, userId: order.sellerId, role: "seller" }));
  return write(tx, readers);
}

// --- the events, one call each from the place that commits them ----------------------------

/** An order was paid: its shop should accept it, and its customer hears the payment went through. */
export function notifyOrderPaid(
  tx: Database,
  order: { id: number; sellerId: number; customerId: number },
) {
  return write(tx, [
    row({ userId: order.sellerId, role: "seller", kind: "order_paid", subjectId: order.id }),
    row({
      userId: order.customerId,
      role: "customer",
      kind: "payment_confirmed",
      subjectId: order.id,
    }),
  ]);
}

/** The shop accepted an order: its customer hears it is being prepared. */
export function notifyOrderAccepted(tx: Database, order: { id: number; customerId: number }) {
  return notify(tx, {
    userId: order.customerId,
    role: "customer",
    kind: "order_accepted",
    subjectId: order.id,
  });
}

/** An order was handed over (by a driver or the shop itself): its customer should confirm. */
export function notifyOrderDelivered(tx: Database, order: { id: number; customerId: number }) {
  return notify(tx, {
    userId: order.customerId,
    role: "customer",
    kind: "order_delivered",
    subjectId: order.id,
  });
}

/** A driver proposed (newly, or again after a withdrawal) on a shop's shipment. */
export function notifyProposalReceived(tx: Database, group: { id: number; sellerId: number }) {
  return notify(tx, {
    userId: group.sellerId,
    role: "seller",
    kind: "proposal_received",
    subjectId: group.id,
  });
}

/** The seller chose a driver's proposal: the shipment is theirs to carry. */
export function notifyProposalAccepted(tx: Database, input: { driverId: number; groupId: number }) {
  return notify(tx, {
    userId: input.driverId,
    role: "driver",
    kind: "proposal_accepted",
    subjectId: input.groupId,
  });
}

/**
 * Proposals on a loading request were declined: another was chosen, the request closed, or
 * the accepted load was called off after a disputed pickup (`load_cancelled` by the shop,
 * `load_cancelled_by_admin` by an admin resolving the dispute).
 */
export function notifyProposalsDeclined(
  tx: Database,
  driverIds: readonly number[],
  request: {
    id: number;
    why: "other_chosen" | "cancelled" | "expired" | "load_cancelled" | "load_cancelled_by_admin";
  },
) {
  return notifyEach(tx, driverIds, {
    role: "driver",
    kind: "proposal_declined",
    subjectId: request.id,
    params: { why: request.why },
  });
}

/** An admin paid or rejected a cash-out request: its requester hears, in the request's role. */
export function notifyCashOutDecided(
  tx: Database,
  request: { id: number; userId: number; role: string; amountRials: number },
  decision: { decision: "paid" | "rejected"; reason?: string | undefined },
) {
  return notify(tx, {
    userId: request.userId,
    role: request.role as NotificationRole,
    kind: decision.decision === "paid" ? "cash_out_paid" : "cash_out_rejected",
    subjectId: request.id,
    params: {
      amount_toman: rialsToToman(request.amountRials),
      reason: decision.decision === "rejected" ? (decision.reason ?? "") : "",
    },
  });
}

/**
 * An admin decided on a shop's or a driver's standing: approved (or reinstated), rejected,
 * or suspended. A rejection and a suspension carry the admin's reason.
 */
export function notifyReviewed(
  tx: Database,
  who: { role: "seller" | "driver"; userId: number },
  decision: { to: "approved" | "rejected" | "suspended"; reason?: string | null | undefined },
) {
  const kinds = {
    seller: { approved: "shop_approved", rejected: "shop_rejected", suspended: "shop_suspended" },
    driver: {
      approved: "driver_approved",
      rejected: "driver_rejected",
      suspended: "driver_suspended",
    },
  } as const;
  return notify(tx, {
    userId: who.userId,
    role: who.role,
    kind: kinds[who.role][decision.to],
    subjectId: who.userId,
    params: { reason: decision.to === "approved" ? "" : (decision.reason ?? "") },
  });
}

/**
 * A shop's or driver's statement of a closed Jalali month (`month` "1405-08", subject 140508):
 * written once per person and month, however often the monthly job looks.
 */
export async function notifyMonthlyStatement(
  tx: Database,
  input: {
    userId: number;
    role: "seller" | "driver";
    month: { month: string; first_day: string; last_day: string };
  },
): Promise<boolean> {
  const subjectId = Number(input.month.month.replace("-", ""));
  const known = { userId: input.userId, role: input.role, kind: "monthly_statement" as const };
  if (await repo.hasNotification(tx, { ...known, subjectId })) return false;
  await notify(tx, { ...known, subjectId, params: { ...input.month } });
  return true;
}
