import type { Database } from "@kesht/db";
import * as repo from "./people.repo";

/*
 * A person (`users`), whoever they are to the marketplace: customers, shops, drivers and
 * admins are roles one person holds. Sign-in creates the person; registration and profiles
 * name them through here, the one writer of the table.
 */

export type { PersonRow } from "./people.repo";

export const findPerson = (db: Database, id: number) => repo.findById(db, id);

/** Name, email, country and guild degree, as a customer registers or edits them. */
export const updatePerson = repo.update;

/** A shop's manager or a driver names a person who signed in without a name. */
export const fillPersonName = repo.fillName;

/** Renames a person (a shop's manager's name edited on the shop's profile). */
export function renamePerson(db: Database, id: number, name: string) {
  return repo.update(db, id, { name });
}

/** The person under a row lock, for a change decided on what they are now (a block). */
export const lockPerson = (db: Database, id: number) => repo.findByIdForUpdate(db, id);

/** Blocks a person: they can't sign in (auth.service) and no session of theirs is live. */
export function setPersonBlocked(db: Database, id: number, reason: string, now = new Date()) {
  return repo.setBlocked(db, id, { blockedAt: now, blockedReason: reason });
}

export function clearPersonBlock(db: Database, id: number) {
  return repo.setBlocked(db, id, { blockedAt: null, blockedReason: null });
}
