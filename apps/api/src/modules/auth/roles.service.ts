import type { HeldRole, Role } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import * as repo from "./roles.repo";
import { toHeldRoles } from "./session.service";

/**
 * The roles a person holds (`user_roles`). Registering a role adds a row, so a customer who
 * opens a shop keeps being a customer, and a driver account is one more row. Other modules
 * register and advance roles through these functions, inside their own transactions.
 */

export async function heldRoles(db: Database, userId: number): Promise<HeldRole[]> {
  return toHeldRoles(await repo.listRoles(db, userId));
}

/** Where the person's registration of `role` stands, locking it for the transaction. */
export async function lockRole(
  db: Database,
  userId: number,
  role: Role,
): Promise<HeldRole["registration"] | "none"> {
  const row = await repo.findRoleForUpdate(db, userId, role);
  if (!row) return "none";
  return row.registration === "shop_step1" ? "shop_step1" : "complete";
}

/** Gives the person `role`; false when they already hold it. */
export function registerRole(
  db: Database,
  input: { userId: number; role: Role; registration: HeldRole["registration"] },
): Promise<boolean> {
  return repo.insertRole(db, input);
}

/** A shop's second registration step: `shop_step1` → `complete`; false when it was not there. */
export function completeRoleRegistration(
  db: Database,
  userId: number,
  role: Role,
): Promise<boolean> {
  return repo.moveRegistration(db, userId, role, "shop_step1", "complete");
}
