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

/** A support thread by id, or 404 (any other conversation is "not found" here too). */
export async function supportThread(db: Database, id: number) {
  const conversation = await findConversation(db, id);
  if (conversation?.kind !== "support" || conversation.status === null) {
    throw new AppError("conversation_not_found");
  }
  return { ...conversation, status: conversation.status as SupportStatus };
}

/** Moves a thread to `to` when its lifecycle allows it (409 on a closed one). */
export async function moveSupportThread(db: Database, id: number, to: SupportStatus) {
  const thread = await supportThread(db, id);
  assertSupportTransition(thread.status, to);
  if (thread.status !== to) await setSupportStatus(db, id, to);
  return thread;
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
