import type { SupportStatus } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { AppError } from "../../lib/app-error";
import { recordAdminAction } from "../audit/audit.service";
import {
  blockSender,
  findConversation,
  setSupportStatus,
} from "../conversations/conversations.service";
import * as repo from "./support.repo";
import { assertSupportTransition } from "./support.states";

/*
 * Support threads (issue 12 item 4): a customer's or a shop's question to the admins. The
 * thread and its messages are the conversations module's; this module keeps the rules of its
 * status (support.states.ts) and the admins' side.
 */

export type Asker = { userId: number; role: "customer" | "seller" };

export { lockAsker, threadOpenedWith } from "./support.repo";

/**
 * A support thread by id, or 404 (any other conversation is "not found" here too). `lock`
 * holds the thread until the transaction ends, so a message and a close never cross.
 */
export async function supportThread(db: Database, id: number, options: { lock?: boolean } = {}) {
  const conversation = await findConversation(db, id, options);
  if (conversation?.kind !== "support" || conversation.status === null) {
    throw new AppError("conversation_not_found");
  }
  return { ...conversation, status: conversation.status as SupportStatus };
}

/** Moves a thread to `to` when its lifecycle allows it (409 on a closed one). */
/**
 * Moves a thread on, on its locked row: an asker's message racing an admin's close either
 * lands before the close or is refused after it, never reopens a closed thread.
 */
export async function moveSupportThread(db: Database, id: number, to: SupportStatus) {
  return db.transaction(async (tx) => {
    const thread = await supportThread(tx, id, { lock: true });
    assertSupportTransition(thread.status, to);
    if (thread.status !== to) await setSupportStatus(tx, id, to);
    return thread;
  });
}

/** An admin stops the thread's asker from sending messages anywhere. */
export async function blockAsker(
  db: Database,
  input: { conversationId: number; adminId: number; reason: string },
) {
  await supportThread(db, input.conversationId);
  const userId = await repo.askerOf(db, input.conversationId);
  if (userId === undefined) throw new AppError("conversation_not_found");
  await db.transaction(async (tx) => {
    await blockSender(tx, { userId, blockedBy: input.adminId, reason: input.reason });
    await recordAdminAction(tx, {
      adminUserId: input.adminId,
      action: "support_thread.block_asker",
      targetKind: "support_thread",
      targetId: input.conversationId,
      after: { user_id: userId, reason: input.reason },
    });
  });
  return { user_id: userId, reason: input.reason };
}

/** An admin closes a thread; it takes no more messages. Audited with the move. */
export async function closeSupportThread(db: Database, input: { id: number; adminId: number }) {
  await db.transaction(async (tx) => {
    const thread = await moveSupportThread(tx, input.id, "closed");
    await recordAdminAction(tx, {
      adminUserId: input.adminId,
      action: "support_thread.close",
      targetKind: "support_thread",
      targetId: input.id,
      before: { status: thread.status },
      after: { status: "closed" },
    });
  });
}
