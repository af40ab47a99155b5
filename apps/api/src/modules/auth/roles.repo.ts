import { type Database, schema } from "@kesht/db";
import { and, eq, sql } from "drizzle-orm";

const { sessions, userRoles, users } = schema;

export type RoleRow = typeof userRoles.$inferSelect;

export function listRoles(db: Database, userId: number): Promise<RoleRow[]> {
  return db.select().from(userRoles).where(eq(userRoles.userId, userId));
}

/** The person's row for `role`, locked until the transaction ends (registration steps queue). */
export async function findRoleForUpdate(db: Database, userId: number, role: string) {
  const [row] = await db
    .select()
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
    .for("update");
  return row ?? null;
}

/** Adds a role; false when the person already holds it (a parallel request may have won). */
export async function insertRole(
  db: Database,
  values: { userId: number; role: string; registration: string },
): Promise<boolean> {
  const rows = await db
    .insert(userRoles)
    .values(values)
    .onConflictDoNothing()
    .returning({ userId: userRoles.userId });
  return rows.length > 0;
}

/** Moves a role's registration from `from` to `to`; false when it was not at `from`. */
export async function moveRegistration(
  db: Database,
  userId: number,
  role: string,
  from: string,
  to: string,
): Promise<boolean> {
  const rows = await db
    .update(userRoles)
    .set({ registration: to, updatedAt: sql`now()` })
    .where(
      and(eq(userRoles.userId, userId), eq(userRoles.role, role), eq(userRoles.registration, from)),
    )
    .returning({ userId: userRoles.userId });
  return rows.length > 0;
}

export async function setSessionRole(db: Database, sessionId: number, role: string | null) {
  await db.update(sessions).set({ role }).where(eq(sessions.id, sessionId));
}

/** Every admin, their role rows locked: adding or removing one is decided on the whole list. */
export function lockAdmins(db: Database) {
  return db
    .select({
      userId: userRoles.userId,
      since: userRoles.createdAt,
      name: users.name,
      mobile: users.mobile,
    })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(eq(userRoles.role, "admin"))
    .orderBy(userRoles.createdAt, userRoles.userId)
    .for("update", { of: userRoles });
}

export async function deleteRole(db: Database, userId: number, role: string): Promise<boolean> {
  const rows = await db
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
    .returning({ userId: userRoles.userId });
  return rows.length > 0;
}
