import { type Database, schema } from "@kesht/db";
import { and, count, desc, eq, gt, isNull, min, sql } from "drizzle-orm";

const { otpCodes, otpLocks } = schema;

/** Advisory-lock namespaces, so a number's lock never collides with an IP's. */
const lockSpace = { mobile: 7_271, ip: 7_272 } as const;

/**
 * Serialises code sends per number and per IP until the transaction ends, so two requests
 * at once cannot both pass the cooldown or the caps. Always number first, then IP: one
 * order everywhere means no deadlock.
 */
export async function lockSends(db: Database, mobile: string, ip: string) {
  await db.execute(sql`select pg_advisory_xact_lock(${lockSpace.mobile}, hashtext(${mobile}))`);
  await db.execute(sql`select pg_advisory_xact_lock(${lockSpace.ip}, hashtext(${ip}))`);
}

export async function findLock(db: Database, mobile: string) {
  const [row] = await db.select().from(otpLocks).where(eq(otpLocks.mobile, mobile));
  return row ?? null;
}

export async function lockNumber(db: Database, mobile: string, lockedUntil: Date) {
  await db
    .insert(otpLocks)
    .values({ mobile, lockedUntil })
    .onConflictDoUpdate({ target: otpLocks.mobile, set: { lockedUntil } });
}

export async function newestCodeSentAt(db: Database, mobile: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(eq(otpCodes.mobile, mobile))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

/** How many codes went to a number (or from an IP) since `since`, and when the first did. */
export async function sendsSince(
  db: Database,
  by: { mobile: string } | { ip: string },
  since: Date,
): Promise<{ sends: number; oldest: Date | null }> {
  const key = "mobile" in by ? eq(otpCodes.mobile, by.mobile) : eq(otpCodes.ip, by.ip);
  const [row] = await db
    .select({ sends: count(), oldest: min(otpCodes.createdAt) })
    .from(otpCodes)
    .where(and(key, gt(otpCodes.createdAt, since)));
  return { sends: row?.sends ?? 0, oldest: row?.oldest ?? null };
}

/** A new code replaces the old ones: only the newest may be used. */
export async function invalidateLiveCodes(db: Database, mobile: string, now: Date) {
  await db
    .update(otpCodes)
    .set({ invalidatedAt: now })
    .where(
      and(eq(otpCodes.mobile, mobile), isNull(otpCodes.usedAt), isNull(otpCodes.invalidatedAt)),
    );
}

export async function insertCode(db: Database, values: typeof otpCodes.$inferInsert) {
  const [row] = await db.insert(otpCodes).values(values).returning({ id: otpCodes.id });
  if (!row) throw new Error("inserting a code returned no row");
  return row;
}

export async function deleteCode(db: Database, id: number) {
  await db.delete(otpCodes).where(eq(otpCodes.id, id));
}

/**
 * The newest code that is neither used nor invalidated, locked for this transaction: wrong
 * attempts are counted on it one request at a time, and a code is used at most once.
 */
export async function findLiveCodeForUpdate(db: Database, mobile: string) {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(
      and(eq(otpCodes.mobile, mobile), isNull(otpCodes.usedAt), isNull(otpCodes.invalidatedAt)),
    )
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1)
    .for("update");
  return row ?? null;
}

export async function recordWrongAttempt(
  db: Database,
  id: number,
  attempts: number,
  invalidatedAt: Date | null,
) {
  await db.update(otpCodes).set({ attempts, invalidatedAt }).where(eq(otpCodes.id, id));
}

export async function markCodeUsed(db: Database, id: number, now: Date) {
  await db.update(otpCodes).set({ usedAt: now }).where(eq(otpCodes.id, id));
}
