import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { deliverBroadcastBatch, deliverBroadcastKind } from "../flows/send-admin-message";
import type { JobKind } from "./job-kind";

const payloadSchema = z.object({
  broadcast_id: z.number().int().positive(),
  shop_ids: z.array(z.number().int().positive()),
});

/**
 * Delivers an admin message to the next batch of its shops and queues the rest (see
 * flows/send-admin-message.ts). Queued by a broadcast to more shops than one batch holds.
 */
export const deliverBroadcastJob: JobKind<FastifyInstance> = {
  kind: deliverBroadcastKind,
  async run(app, payload) {
    const { broadcast_id: broadcastId, shop_ids: shopIds } = payloadSchema.parse(payload);
    return deliverBroadcastBatch(app.db, { broadcastId, shopIds });
  },
};
