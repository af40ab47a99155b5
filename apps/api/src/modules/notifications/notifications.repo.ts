import type { NotificationKind, NotificationRole } from "@kesht/contracts";
import { type Database, schema } from "@kesht/db";
import { and, count, desc, eq, isNull, lte } from "drizzle-orm";

const { notifications } = schema;

export type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  userId: number;
  role: NotificationRole;
  kind: NotificationKind;
  subjectId: number | null;
  params: Record<string, string | number>;
}

export async function insertNotifications(
  tx: Database,
  rows: readonly NewNotification[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(notifications).values([...rows]);
}

const ofReader = (userId: number, role: NotificationRole) =>
  and(eq(notifications.userId, userId), eq(notifications.role, role));

/** One reader's notifications, newest first (the id follows the time of writing). */
export function listNotifications(
  db: Database,
  input: { userId: number; role: NotificationRole; limit: number; offset: number },
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(ofReader(input.userId, input.role))
    .orderBy(desc(notifications.id))
    .limit(input.limit)
    .offset(input.offset);
}

export async function countUnseen(
  db: Database,
  userId: number,
  role: NotificationRole,
): Promise<number> {
  const [row] = await db
    .select({ unseen: count() })
    .from(notifications)
    .where(and(ofReader(userId, role), isNull(notifications.seenAt)));
  return row?.unseen ?? 0;
}

/** Marks the reader's unseen notifications seen, all of them or those up to an id. */
export async function markSeen(
  db: Database,
  input: { userId: number; role: NotificationRole; upToId?: number | undefined },
): Promise<void> {
  await db
    .update(notifications)
    .set({ seenAt: new Date() })
    .where(
      and(
        ofReader(input.userId, input.role),
        isNull(notifications.seenAt),
        input.upToId === undefined ? undefined : lte(notifications.id, input.upToId),
      ),
    );
}
