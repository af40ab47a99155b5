import type { AdminMessageBody, Broadcast } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import {
  recordBroadcast,
  resolveAudience,
  setRecipientCount,
} from "../modules/admin-messages/admin-messages.service";
import { recordAdminAction } from "../modules/audit/audit.service";
import { openAdminThread, sendMessage } from "../modules/conversations/conversations.service";

/**
 * An admin message to one shop, every approved shop or a province's approved shops (issue 12
 * item 3): the broadcast is recorded, then copied into each shop's admin thread as one
 * message from the admins, all in one transaction. The message's client id is the
 * broadcast's, so each shop gets it exactly once.
 */
export async function sendAdminMessage(
  db: Database,
  input: { adminId: number; body: AdminMessageBody & { text: string } },
): Promise<Broadcast> {
  const { body } = input;
  const target = {
    audience: body.audience,
    sellerId: body.audience === "shop" ? (body.seller_id ?? null) : null,
    provinceId: body.audience === "province" ? (body.province_id ?? null) : null,
  };
  return db.transaction(async (tx) => {
    const shopIds = await resolveAudience(tx, target);
    const broadcast = await recordBroadcast(tx, {
      authorId: input.adminId,
      ...target,
      body: body.text,
    });
    for (const sellerId of shopIds) {
      const thread = await openAdminThread(tx, sellerId);
      await sendMessage(tx, {
        conversationId: thread.id,
        sender: { kind: "staff", userId: input.adminId },
        clientId: `broadcast-${broadcast.id}`,
        body: body.text,
        broadcastId: broadcast.id,
      });
    }
    await recordAdminAction(tx, {
      adminUserId: input.adminId,
      action: "admin_message.send",
      targetKind: "admin_message",
      targetId: broadcast.id,
      after: { ...target, recipients: shopIds.length, text: body.text },
    });
    return setRecipientCount(tx, broadcast.id, shopIds.length);
  });
}
