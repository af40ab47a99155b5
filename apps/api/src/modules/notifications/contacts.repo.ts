import type { NotificationKind, OutboundChannel, RecipientRole } from "@kesht/contracts";
import { type Database, schema } from "@kesht/db";
import { and, eq, inArray, sql } from "drizzle-orm";

const {
  notificationPreferences: preferences,
  contactSettings,
  pushSubscriptions,
  users,
  userRoles,
  driverLoadDigests,
} = schema;

/** The admins, who hear of the queues that wait for them. */
export async function adminIds(tx: Database): Promise<number[]> {
  const rows = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.role, "admin"), sql`${users.blockedAt} is null`));
  return rows.map((row) => row.userId);
}

/** The newest load each of these drivers was told of. */
export async function loadDigestMarks(tx: Database, driverIds: readonly number[]) {
  if (driverIds.length === 0) return new Map<number, number>();
  const rows = await tx
    .select()
    .from(driverLoadDigests)
    .where(inArray(driverLoadDigests.driverId, [...driverIds]));
  return new Map(rows.map((row) => [row.driverId, row.lastRequestId]));
}

/**
 * Records a digest to a driver, only if their last one is at least `since` old: of two
 * instances racing, one wins (the row lock of ON CONFLICT), the other gets false.
 */
export async function claimLoadDigest(
  tx: Database,
  input: { driverId: number; lastRequestId: number; now: Date; notBefore: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(driverLoadDigests)
    .values({ driverId: input.driverId, lastRequestId: input.lastRequestId, lastSentAt: input.now })
    .onConflictDoUpdate({
      target: driverLoadDigests.driverId,
      set: { lastRequestId: input.lastRequestId, lastSentAt: input.now },
      setWhere: sql`${driverLoadDigests.lastSentAt} <= ${input.notBefore} and ${driverLoadDigests.lastRequestId} < ${input.lastRequestId}`,
    })
    .returning({ driverId: driverLoadDigests.driverId });
  return rows.length > 0;
}

export function preferencesOf(tx: Database, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(preferences)
    .where(inArray(preferences.userId, [...userIds]));
}

/** Which preference a row is: one person's one role, one kind of notice, one channel. */
interface PreferenceKey {
  userId: number;
  role: RecipientRole;
  kind: NotificationKind;
  channel: OutboundChannel;
}

export async function savePreferences(
  db: Database,
  rows: readonly (PreferenceKey & { enabled: boolean })[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(preferences)
    .values([...rows])
    .onConflictDoUpdate({
      target: [preferences.userId, preferences.role, preferences.kind, preferences.channel],
      set: { enabled: sql`excluded.enabled`, updatedAt: sql`now()` },
    });
}

/** Back to the default: the override row goes. */
export async function clearPreferences(
  db: Database,
  rows: readonly PreferenceKey[],
): Promise<void> {
  for (const row of rows) await db.delete(preferences).where(isPreference(row));
}

function isPreference(key: PreferenceKey) {
  return and(
    eq(preferences.userId, key.userId),
    eq(preferences.role, key.role),
    eq(preferences.kind, key.kind),
    eq(preferences.channel, key.channel),
  );
}

export async function contactOf(db: Database, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      language: contactSettings.language,
      smsStoppedAt: contactSettings.smsStoppedAt,
    })
    .from(users)
    .leftJoin(contactSettings, eq(contactSettings.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

export async function saveContactSettings(
  db: Database,
  userId: number,
  changes: { language?: "en" | "fa"; smsStopped?: boolean },
): Promise<void> {
  const values = {
    ...(changes.language ? { language: changes.language } : {}),
    ...(changes.smsStopped === undefined
      ? {}
      : { smsStoppedAt: changes.smsStopped ? new Date() : null }),
  };
  await db
    .insert(contactSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: contactSettings.userId,
      set: { ...values, updatedAt: sql`now()` },
    });
}

export async function userExists(db: Database, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}

// --- Web Push subscriptions -------------------------------------------------------------

/** A browser subscribes (again): the endpoint is unique, so it moves to whoever subscribed last. */
export async function saveSubscription(
  db: Database,
  row: { userId: number; role: RecipientRole; endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: row.userId, role: row.role, p256dh: row.p256dh, auth: row.auth },
    });
}

export async function deleteOwnSubscription(
  db: Database,
  input: { userId: number; endpoint: string },
): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.userId, input.userId),
        eq(pushSubscriptions.endpoint, input.endpoint),
      ),
    );
}

export async function deleteSubscription(db: Database, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

export function subscriptionsOf(db: Database, userId: number, role: string) {
  return db
    .select()
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.role, role)));
}

/** Keeps `language` as the person's text language unless one is kept already. */
export async function saveLanguageIfUnset(
  db: Database,
  userId: number,
  language: "en" | "fa",
): Promise<void> {
  await db
    .insert(contactSettings)
    .values({ userId, language })
    .onConflictDoUpdate({
      target: contactSettings.userId,
      set: { language, updatedAt: sql`now()` },
      setWhere: sql`${contactSettings.language} is null`,
    });
}
