import { type Database, schema } from "@kesht/db";
import { and, eq, gt, isNull } from "drizzle-orm";

const { sessions, users } = schema;

export type UserRow = typeof users.$inferSelect;

export async function insertSession(db: Database, values: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  if (!row) throw new Error("inserting a session returned no row");
  return row;
}

/** A session that is neither revoked nor expired, with its user. */
export async function findLiveSession(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function touchSession(db: Database, id: number, now: Date) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
}

export async function revokeSession(db: Database, id: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}
