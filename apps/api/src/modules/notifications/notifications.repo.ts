import type { NotificationKind, NotificationRole, RecipientRole } from "@kesht/contracts";
import { type Database, schema } from "@kesht/db";
import { and, count, desc, eq, isNull, lte, sql } from "drizzle-orm";

const {
  notifications,
  users,
  contactSettings,
  pushSubscriptions,
  notificationPreferences: preferences,
} = schema;

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

/**
 * A notification as written, with what decides the channels it goes out on (deliveries.plan.ts):
 * whether its reader has an e-mail address, stopped SMS, a browser subscribed in its role, and
 * their own choices for its kind by channel.
 */
export interface NotificationWithReach extends WrittenNotification {
  /** False when the reader's account is gone: nothing is planned for them. */
  readerFound: boolean;
  hasEmail: boolean;
  smsStopped: boolean;
  pushSubscribed: boolean;
  /** The reader's own choices for this role and kind, by channel; a channel absent is default. */
  choices: Partial<Record<string, boolean>>;
}

interface ReachRow {
  id: string | number;
  user_id: number;
  role: RecipientRole;
  kind: NotificationKind;
  reader_found: boolean;
  has_email: boolean;
  sms_stopped: boolean;
  push_subscribed: boolean;
  choices: Partial<Record<string, boolean>> | string | null;
}

/**
 * Reads the reach of the notifications in a CTE named `written` (id, user_id, role, kind), in
 * the same statement that makes them: a notification and its channels cost one round trip, not
 * one for the insert and three for the reader's contacts, subscriptions and choices.
 */
const reachOfWritten = sql`
  select w.id, w.user_id, w.role, w.kind,
    ${users.id} is not null as reader_found,
    coalesce(${users.email}, '') <> '' as has_email,
    ${contactSettings.smsStoppedAt} is not null as sms_stopped,
    exists (
      select 1 from ${pushSubscriptions}
      where ${pushSubscriptions.userId} = w.user_id and ${pushSubscriptions.role} = w.role
    ) as push_subscribed,
    (
      select json_object_agg(${preferences.channel}, ${preferences.enabled})
      from ${preferences}
      where ${preferences.userId} = w.user_id and ${preferences.role} = w.role
        and ${preferences.kind} = w.kind
    ) as choices
  from written w
  left join ${users} on ${users.id} = w.user_id
  left join ${contactSettings} on ${contactSettings.userId} = w.user_id`;

function toReach(row: ReachRow): NotificationWithReach {
  const choices = typeof row.choices === "string" ? JSON.parse(row.choices) : row.choices;
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    role: row.role,
    kind: row.kind,
    readerFound: row.reader_found,
    hasEmail: row.has_email,
    smsStopped: row.sms_stopped,
    pushSubscribed: row.push_subscribed,
    choices: choices ?? {},
  };
}

/** Writes notifications and answers each with its reader's reach, in one statement. */
export async function insertNotifications(
  tx: Database,
  rows: readonly NewNotification[],
): Promise<NotificationWithReach[]> {
  if (rows.length === 0) return [];
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(${row.userId}, ${row.role}, ${row.kind}, ${row.subjectId}::bigint, ${JSON.stringify(row.params)}::jsonb)`,
    ),
    sql`, `,
  );
  const result = await tx.execute(sql`
    with written as (
      insert into ${notifications} (user_id, role, kind, subject_id, params)
      values ${values}
      returning id, user_id, role, kind
    )
    ${reachOfWritten}`);
  return (result as unknown as { rows: ReachRow[] }).rows.map(toReach);
}

/** The reach of notifications written earlier (planning them again adds nothing new). */
export async function reachOfNotifications(
  db: Database,
  ids: readonly number[],
): Promise<NotificationWithReach[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    with written as (
      select id, user_id, role, kind from ${notifications}
      where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
    )
    ${reachOfWritten}`);
  return (result as unknown as { rows: ReachRow[] }).rows.map(toReach);
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
