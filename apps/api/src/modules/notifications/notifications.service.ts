import type {
  NotificationKind,
  NotificationPage,
  NotificationRole,
  notificationsQuerySchema,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import type { z } from "zod";
import * as repo from "./notifications.repo";
import { notificationTexts } from "./notifications.texts";

/*
 * Notifications (issue 12 item 5). This module is the only writer of the table: the flows that
 * commit an event call `notify` inside their own transaction, so a notification exists exactly
 * when its event does (a rolled-back flow leaves none).
 */

export interface NotifyInput {
  userId: number;
  role: NotificationRole;
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

/** One notification, written in the caller's transaction. */
export function notify(tx: Database, input: NotifyInput): Promise<void> {
  return repo.insertNotifications(tx, [row(input)]);
}

/** The same notification for several people (e.g. every driver whose proposal was declined). */
export function notifyEach(
  tx: Database,
  userIds: readonly number[],
  input: Omit<NotifyInput, "userId">,
): Promise<void> {
  return repo.insertNotifications(
    tx,
    [...new Set(userIds)].map((userId) => row({ ...input, userId })),
  );
}

export async function listNotifications(
  db: Database,
  reader: { userId: number; role: NotificationRole },
  query: z.output<typeof notificationsQuerySchema>,
): Promise<NotificationPage> {
  const rows = await repo.listNotifications(db, {
    ...reader,
    limit: query.per_page + 1,
    offset: (query.page - 1) * query.per_page,
  });
  return {
    items: rows.slice(0, query.per_page).map((found) => {
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
    }),
    page: query.page,
    per_page: query.per_page,
    has_more: rows.length > query.per_page,
    unseen_count: await repo.countUnseen(db, reader.userId, reader.role),
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
export function notifyOtherSideOfCancel(
  tx: Database,
  order: { id: number; customerId: number; sellerId: number },
  by: "customer" | "seller" | "admin",
): Promise<void> {
  const readers: repo.NewNotification[] = [];
  const facts = { kind: "order_cancelled", subjectId: order.id, params: { by } } as const;
  if (by !== "customer")
    readers.push(row({ ...facts, userId: order.customerId, role: "customer" }));
  if (by !== "seller") readers.push(row({ ...facts, userId: order.sellerId, role: "seller" }));
  return repo.insertNotifications(tx, readers);
}
