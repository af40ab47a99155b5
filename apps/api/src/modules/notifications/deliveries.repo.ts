import type { NotificationKind, OutboundChannel, RecipientRole } from "@kesht/contracts";
import { type Database, schema } from "@kesht/db";
import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";

const { notificationDeliveries: deliveries, notifications, users, contactSettings } = schema;

export type DeliveryRow = typeof deliveries.$inferSelect;

/** One row per notification and channel: a second write of the same pair is ignored. */
export async function insertDeliveries(
  tx: Database,
  rows: readonly { notificationId: number; channel: OutboundChannel }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(deliveries)
    .values([...rows])
    .onConflictDoNothing({ target: [deliveries.notificationId, deliveries.channel] });
}

/**
 * Claims up to `limit` due deliveries for `leaseMs`: rows another instance is claiming are
 * skipped (SKIP LOCKED), a claim whose lease passed (its worker died) is due again. Each
 * claim counts as an attempt.
 */
export function claimDueDeliveries(
  db: Database,
  options: { now: Date; limit: number; leaseMs: number },
): Promise<DeliveryRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(
        and(
          eq(deliveries.status, "pending"),
          lte(deliveries.nextAttemptAt, options.now),
          or(isNull(deliveries.lockedUntil), lte(deliveries.lockedUntil, options.now)),
        ),
      )
      .orderBy(asc(deliveries.nextAttemptAt))
      .limit(options.limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(deliveries)
      .set({
        attempts: sql`${deliveries.attempts} + 1`,
        lockedUntil: new Date(options.now.getTime() + options.leaseMs),
        updatedAt: sql`now()`,
      })
      .where(
        inArray(
          deliveries.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/** What a claimed delivery needs to be written and sent: the notification and its reader. */
export async function deliveryFacts(db: Database, notificationIds: readonly number[]) {
  if (notificationIds.length === 0) return [];
  return db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      role: notifications.role,
      kind: notifications.kind,
      subjectId: notifications.subjectId,
      params: notifications.params,
      mobile: users.mobile,
      email: users.email,
      language: contactSettings.language,
      smsStoppedAt: contactSettings.smsStoppedAt,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .leftJoin(contactSettings, eq(contactSettings.userId, notifications.userId))
    .where(inArray(notifications.id, [...notificationIds]));
}

export type DeliveryFacts = Awaited<ReturnType<typeof deliveryFacts>>[number] & {
  role: RecipientRole;
  kind: NotificationKind;
};

export async function markSent(db: Database, id: number): Promise<void> {
  await db
    .update(deliveries)
    .set({ status: "sent", sentAt: sql`now()`, lockedUntil: null, updatedAt: sql`now()` })
    .where(eq(deliveries.id, id));
}

/** Puts a delivery back in line for `at` without counting the claim as a try (quiet hours). */
export async function postpone(db: Database, id: number, at: Date): Promise<void> {
  await db
    .update(deliveries)
    .set({
      nextAttemptAt: at,
      lockedUntil: null,
      attempts: sql`greatest(${deliveries.attempts} - 1, 0)`,
      updatedAt: sql`now()`,
    })
    .where(eq(deliveries.id, id));
}

/** A try failed: wait until `retryAt`, or dead when it was the last try. */
export async function markFailed(
  db: Database,
  id: number,
  failure: { error: string; retryAt: Date | null },
): Promise<void> {
  await db
    .update(deliveries)
    .set({
      lastError: failure.error.slice(0, 2000),
      lockedUntil: null,
      updatedAt: sql`now()`,
      ...(failure.retryAt === null
        ? { status: "dead" as const }
        : { nextAttemptAt: failure.retryAt }),
    })
    .where(eq(deliveries.id, id));
}

/** Dead deliveries, or pending ones that already failed at least once; newest first. */
export function listTroubled(db: Database, which: "dead" | "failing", limit: number) {
  return db
    .select({
      delivery: deliveries,
      kind: notifications.kind,
      userId: notifications.userId,
      role: notifications.role,
      mobile: users.mobile,
    })
    .from(deliveries)
    .innerJoin(notifications, eq(notifications.id, deliveries.notificationId))
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(
      which === "dead"
        ? eq(deliveries.status, "dead")
        : and(eq(deliveries.status, "pending"), sql`${deliveries.lastError} is not null`),
    )
    .orderBy(desc(deliveries.updatedAt), desc(deliveries.id))
    .limit(limit);
}

/** An admin sends a dead delivery again: pending, due now, with a fresh count of tries. */
export async function revive(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .update(deliveries)
    .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(deliveries.id, id), eq(deliveries.status, "dead")))
    .returning({ id: deliveries.id });
  return rows.length > 0;
}

export async function findDelivery(db: Database, id: number) {
  const [row] = await db.select().from(deliveries).where(eq(deliveries.id, id));
  return row;
}

/** Nothing to send any more (the person stopped SMS since, or the channel is off here). */
export async function dropDelivery(db: Database, id: number): Promise<void> {
  await db.delete(deliveries).where(eq(deliveries.id, id));
}
