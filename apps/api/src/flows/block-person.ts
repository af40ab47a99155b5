import type { Database } from "@kesht/db";
import { AppError } from "../lib/app-error";
import { recordAdminAction } from "../modules/audit/audit.service";
import { clearPersonBlock, lockPerson, setPersonBlocked } from "../modules/auth/people.service";
import { signOutEverywhere } from "../modules/auth/session.service";

/**
 * An admin blocks a person: the block, signing them out on every device and the audit row
 * commit together, so a blocked person never keeps a live session. An admin can't block
 * themselves (nobody would be left to undo it from their seat).
 */
export async function blockPerson(
  db: Database,
  input: { adminId: number; userId: number; reason: string },
): Promise<void> {
  if (input.adminId === input.userId) throw new AppError("cannot_block_self");
  await db.transaction(async (tx) => {
    const person = await lockPerson(tx, input.userId);
    if (!person) throw new AppError("person_not_found");
    if (person.blockedAt) throw new AppError("already_blocked");
    const now = new Date();
    await setPersonBlocked(tx, input.userId, input.reason, now);
    const signedOut = await signOutEverywhere(tx, input.userId, now);
    await recordAdminAction(tx, {
      adminUserId: input.adminId,
      action: "person.block",
      targetKind: "person",
      targetId: input.userId,
      before: { blocked_at: null },
      after: { blocked_at: now.toISOString(), reason: input.reason, sessions_ended: signedOut },
    });
  });
}

/** An admin lifts a block; the person signs in again as usual. */
export async function unblockPerson(
  db: Database,
  input: { adminId: number; userId: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const person = await lockPerson(tx, input.userId);
    if (!person) throw new AppError("person_not_found");
    if (!person.blockedAt) throw new AppError("not_blocked");
    await clearPersonBlock(tx, input.userId);
    await recordAdminAction(tx, {
      adminUserId: input.adminId,
      action: "person.unblock",
      targetKind: "person",
      targetId: input.userId,
      before: { blocked_at: person.blockedAt.toISOString(), reason: person.blockedReason },
      after: { blocked_at: null },
    });
  });
}
