import type { Role, SessionUser } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import * as repo from "./auth.repo";
import { toSessionUser } from "./session.service";

/**
 * Makes the owner of `mobile` an admin: admins are never created at sign-in, so the first one
 * comes from the command line. Someone who already signed in keeps their user id; what they
 * were before is returned so the caller can say so.
 */
export async function ensureAdmin(
  db: Database,
  input: { mobile: string; name?: string },
): Promise<{
  user: SessionUser;
  outcome: "created" | "promoted" | "unchanged";
  previousRole: Role | null;
}> {
  return db.transaction(async (tx) => {
    const existing = await repo.findUserByMobileForUpdate(tx, input.mobile);
    if (!existing) {
      const row = await repo.insertAdmin(tx, { mobile: input.mobile, name: input.name ?? null });
      return { user: toSessionUser(row), outcome: "created" as const, previousRole: null };
    }
    const before = toSessionUser(existing);
    if (before.role === "admin" && before.registration === "complete" && !input.name) {
      return { user: before, outcome: "unchanged" as const, previousRole: before.role };
    }
    const row = await repo.promoteToAdmin(tx, existing.id, input.name ?? null, new Date());
    return { user: toSessionUser(row), outcome: "promoted" as const, previousRole: before.role };
  });
}
