import type { NotificationKind, NotificationRole, RecipientRole } from "@kesht/contracts";
import { type Database, schema } from "@kesht/db";
import { and, count, desc, eq, isNull, lte } from "drizzle-orm";

const { notifications } = schema;

export interface WrittenNotification {
  id: number;
  userId: number;
  role: RecipientRole;
  kind: NotificationKind;
}

export type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  userId: number;
  role: RecipientRole;
  kind: NotificationKind;
  subjectId: number | null;
  params: Record<string, string | number>;
}

export async function insertNotifications(
  tx: Database,
  rows: readonly NewNotification[],
): Promise<WrittenNotification[]> {
  if (rows.length === 0) return [];
  const written = await tx
    .insert(notifications)
    .values([...rows])
    .returning({
      id: notifications.id,
      userId: notifications.userId,
      role: notifications.role,
      kind: notifications.kind,
    });
  return written as WrittenNotification[];
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

/** Whether a person already has this notification (a monthly statement is written once). */
export async function hasNotification(
  db: Database,
  input: { userId: number; role: RecipientRole; kind: NotificationKind; subjectId: number },
): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, input.userId),
        eq(notifications.role, input.role),
        eq(notifications.kind, input.kind),
        eq(notifications.subjectId, input.subjectId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
