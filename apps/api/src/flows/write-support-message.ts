import type { ChatMessage, SendMessageBody } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { recordAdminAction } from "../modules/audit/audit.service";
import { sendMessage, type Viewer } from "../modules/conversations/conversations.service";
import { moveSupportThread, supportThread } from "../modules/support/support.service";

/**
 * A message in a support thread, by its asker or by an admin, with the status it brings: an
 * admin's answer makes the thread `answered`, the asker's next message `open` again. A closed
 * thread takes nothing (409), from anyone. One transaction, so the status and the message
 * never disagree.
 */
export async function writeSupportMessage(
  db: Database,
  input: { conversationId: number; sender: Viewer; body: SendMessageBody },
): Promise<{ message: ChatMessage; created: boolean }> {
  const send = (tx: Database) =>
    sendMessage(tx, {
      conversationId: input.conversationId,
      sender: input.sender,
      clientId: input.body.client_id,
      body: input.body.body,
      imageIds: input.body.image_ids,
    });
  return db.transaction(async (tx) => {
    if (input.sender.kind === "staff") {
      await moveSupportThread(tx, input.conversationId, "answered");
      const sent = await send(tx);
      if (sent.created) {
        await recordAdminAction(tx, {
          adminUserId: input.sender.userId,
          action: "support_thread.answer",
          targetKind: "support_thread",
          targetId: input.conversationId,
          after: { message_id: sent.message.id },
        });
      }
      return sent;
    }
    // The asker: "not found" for anything but a support thread of their own (sendMessage
    // checks membership and refuses a closed thread) before the status says anything.
    await supportThread(tx, input.conversationId, { lock: true });
    const sent = await send(tx);
    if (sent.created) await moveSupportThread(tx, input.conversationId, "open");
    return sent;
  });
}
