import type { Role, SessionUser } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import * as people from "./people.repo";
import * as rolesRepo from "./roles.repo";
import { loadSessionUser, toHeldRoles } from "./session.service";

/**
 * Makes the owner of `mobile` an admin: admins are never created at sign-in, so the first one
 * comes from the command line. Someone who already signed in keeps their user id and the
 * roles they hold; the roles they held before are returned so the caller can say so.
 */
export async function ensureAdmin(
  db: Database,
  input: { mobile: string; name?: string },
): Promise<{
  user: SessionUser;
  outcome: "created" | "promoted" | "unchanged";
  previousRoles: Role[];
}> {
  return db.transaction(async (tx) => {
    const existing = await people.findByMobileForUpdate(tx, input.mobile);
    if (!existing) {
      const row = await people.insert(tx, { mobile: input.mobile, name: input.name ?? null });
      await rolesRepo.insertRole(tx, { userId: row.id, role: "admin", registration: "complete" });
      return {
        user: await loadSessionUser(tx, row, "admin"),
        outcome: "created" as const,
        previousRoles: [],
      };
    }
    const previousRoles = toHeldRoles(await rolesRepo.listRoles(tx, existing.id)).map(
      (held) => held.role,
    );
    const added = await rolesRepo.insertRole(tx, {
      userId: existing.id,
      role: "admin",
      registration: "complete",
    });
    const renamed = input.name ? await people.update(tx, existing.id, { name: input.name }) : null;
    const row = renamed ?? existing;
    return {
      user: await loadSessionUser(tx, row, "admin"),
      outcome: added || input.name ? ("promoted" as const) : ("unchanged" as const),
      previousRoles,
    };
  });
}

/** The admins, oldest first, their rows locked for the caller's transaction. */
export const lockAdminList = (db: Database) => rolesRepo.lockAdmins(db);

/**
 * Makes the owner of `mobile` an admin inside the caller's transaction (a person is created
 * for a number nobody signed in with yet); false when they already were one.
 */
export async function grantAdmin(
  db: Database,
  mobile: string,
): Promise<{ userId: number; added: boolean }> {
  const person =
    (await people.findByMobileForUpdate(db, mobile)) ??
    (await people.insertUnregistered(db, mobile));
  const added = await rolesRepo.insertRole(db, {
    userId: person.id,
    role: "admin",
    registration: "complete",
  });
  return { userId: person.id, added };
}

/** Takes the admin role away; their sessions acting as admin stop counting at once. */
export const revokeAdmin = (db: Database, userId: number) =>
  rolesRepo.deleteRole(db, userId, "admin");
