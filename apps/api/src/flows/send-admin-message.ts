import type { AdminMessageBody, Broadcast } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import {
  broadcastToDeliver,
  recordBroadcast,
  resolveAudience,
  setRecipientCount,
} from "../modules/admin-messages/admin-messages.service";
import { recordAdminAction } from "../modules/audit/audit.service";
import { openAdminThread, sendMessage } from "../modules/conversations/conversations.service";
import { queueJob } from "../modules/jobs/job-queue";

/** Shop threads one transaction writes a broadcast into; the rest follow in later batches. */
export const broadcastBatchSize = 100;

/** The job kind that delivers a broadcast's further batches (jobs/deliver-broadcast.job.ts). */
export const deliverBroadcastKind = "deliver_broadcast";

/**
 * An admin message to one shop, every approved shop or a province's approved shops (issue 12
 * item 3): the broadcast and its audience are recorded and the first batch of shops gets it
 * in the same transaction; a larger audience is delivered a batch per transaction by a
 * durable job, so two thousand shops never hold one transaction open. The message's client id
 * is the broadcast's, so each shop gets it exactly once however often a batch is retried.
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
    await deliverBatch(tx, { id: broadcast.id, authorId: input.adminId, body: body.text }, shopIds);
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

/**
 * The deliver_broadcast job's work: the next batch of a broadcast's shops, and the rest queued
 * again. Idempotent: a batch run twice finds its messages already there.
 */
export async function deliverBroadcastBatch(
  db: Database,
  payload: { broadcastId: number; shopIds: readonly number[] },
): Promise<number> {
  return db.transaction(async (tx) => {
    const broadcast = await broadcastToDeliver(tx, payload.broadcastId);
    if (!broadcast) return 0;
    return deliverBatch(tx, { id: payload.broadcastId, ...broadcast }, payload.shopIds);
  });
}

/** Writes the broadcast into the first batch of `shopIds` and queues a job for the rest. */
async function deliverBatch(
  tx: Database,
  broadcast: { id: number; authorId: number; body: string },
  shopIds: readonly number[],
): Promise<number> {
  const batch = shopIds.slice(0, broadcastBatchSize);
  for (const sellerId of batch) {
    const thread = await openAdminThread(tx, sellerId);
    await sendMessage(tx, {
      conversationId: thread.id,
      sender: { kind: "staff", userId: broadcast.authorId },
      clientId: `broadcast-${broadcast.id}`,
      body: broadcast.body,
      broadcastId: broadcast.id,
    });
  }
  const rest = shopIds.slice(broadcastBatchSize);
  if (rest.length > 0) {
    await queueJob(tx, {
      kind: deliverBroadcastKind,
      payload: { broadcast_id: broadcast.id, shop_ids: rest },
      // One job per remaining batch, however often the batch before it is retried.
      uniqueKey: `${deliverBroadcastKind}:${broadcast.id}:${rest[0]}`,
    });
  }
  return batch.length;
}
