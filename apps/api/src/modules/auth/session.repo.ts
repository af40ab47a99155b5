import { type Database, preparedQuery, schema } from "@kesht/db";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";

const { sessions, users } = schema;

export type UserRow = typeof users.$inferSelect;
export interface RoleCells {
  role: string;
  registration: string;
}

/** The person's roles beside the session, in the same query: every signed-in request reads them. */
const heldRoles = sql<RoleCells[] | string>`coalesce(
  (select json_agg(json_build_object('role', r.role, 'registration', r.registration))
     from user_roles r where r.user_id = ${users.id}),
  '[]'::json)`;

/** Drivers differ in whether json arrives parsed; both shapes become the array. */
export function parseRoleCells(value: RoleCells[] | string): RoleCells[] {
  return typeof value === "string" ? (JSON.parse(value) as RoleCells[]) : value;
}

export async function insertSession(db: Database, values: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  if (!row) throw new Error("inserting a session returned no row");
  return row;
}

/** A session that is neither revoked nor expired, with its user and the roles they hold. */
/** Every signed-in request runs this one: prepared (see `preparedQuery`). */
const liveSession = preparedQuery("live_session", (db, name) =>
  db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      role: sessions.role,
      user: users,
      roles: heldRoles,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder("tokenHash")),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder("now")),
        // A blocked person's sessions were revoked with the block; this refuses any that a
        // race let through.
        isNull(users.blockedAt),
      ),
    )
    .limit(1)
    .prepare(name),
);

export async function findLiveSession(db: Database, tokenHash: string, now: Date) {
  const [row] = await liveSession(db).execute({ tokenHash, now });
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

/** Signs a person out everywhere: every session of theirs still open is revoked. */
export async function revokeAllSessions(db: Database, userId: number, now: Date) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** A person's sessions, newest first, for the admin console. */
export function listSessions(db: Database, userId: number, limit: number) {
  return db
    .select({
      id: sessions.id,
      role: sessions.role,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(limit);
}
