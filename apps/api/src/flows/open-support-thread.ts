import type { ChatThread } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import {
  getThread,
  memberViewer,
  openSupportThread,
  sendMessage,
} from "../modules/conversations/conversations.service";
import { type Asker, lockAsker, threadOpenedWith } from "../modules/support/support.service";

/**
 * A customer or a shop opens a support thread with its first message (issue 12 item 4), in
 * one transaction. The first message's client id makes a retried "open" answer the thread it
 * already made (`created: false`) instead of opening a second one.
 */
export async function openSupport(
  db: Database,
  input: {
    asker: Asker;
    subject: string;
    clientId: string;
    body?: string | undefined;
    imageIds?: readonly string[] | undefined;
  },
): Promise<{ thread: ChatThread; created: boolean }> {
  const viewer = memberViewer(input.asker.userId, input.asker.role);
  const { id, created } = await db.transaction(async (tx) => {
    await lockAsker(tx, input.asker.userId);
    const existing = await threadOpenedWith(tx, { ...input.asker, clientId: input.clientId });
    if (existing !== undefined) return { id: existing, created: false };
    const conversation = await openSupportThread(tx, { ...input.asker, subject: input.subject });
    await sendMessage(tx, {
      conversationId: conversation.id,
      sender: viewer,
      clientId: input.clientId,
      body: input.body,
      imageIds: input.imageIds,
    });
    return { id: conversation.id, created: true };
  });
  return { thread: await getThread(db, id, viewer), created };
}
