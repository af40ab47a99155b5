import {
  chatMessageSchema,
  chatThreadSchema,
  envelopeSchema,
  markSeenResultSchema,
  sendMessageBodySchema,
  threadQuerySchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import {
  getThread,
  markSeen,
  memberViewer,
  openAdminThread,
  sendMessage,
} from "../../modules/conversations/conversations.service";
import { currentUser, requireRole } from "../../plugins/session";
import { failureResponses, privateNoStore } from "../responses";

const failures = failureResponses(401, 403, 404, 409, 422, 429);

/**
 * A shop's own thread with the admins (`/shop/profile/messages/admin` on the web): the admin
 * messages it received and its replies. The thread is made on first use; it is also one of
 * the shop's rooms in `/seller/chat-rooms`, with its unseen count.
 */
const adminMessagesSellerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onSend", privateNoStore);

  const open = async (sellerId: number) => {
    const conversation = await openAdminThread(app.db, sellerId);
    return { conversation, viewer: memberViewer(sellerId, "seller") };
  };

  app.get(
    "/admin-messages",
    {
      onRequest: requireRole("seller"),
      schema: {
        tags: ["conversations"],
        summary: "A page of the shop's thread with the admins, oldest first",
        querystring: threadQuerySchema,
        response: { 200: envelopeSchema(chatThreadSchema), ...failures },
      },
    },
    async (request) => {
      const { conversation, viewer } = await open(currentUser(request).id);
      return ok(await getThread(app.db, conversation.id, viewer, request.query.before));
    },
  );

  app.post(
    "/admin-messages",
    {
      onRequest: requireRole("seller"),
      schema: {
        tags: ["conversations"],
        summary: "Reply to the admins; 403 when blocked, 429 when sending too fast",
        body: sendMessageBodySchema,
        response: {
          200: envelopeSchema(chatMessageSchema),
          201: envelopeSchema(chatMessageSchema),
          ...failures,
        },
      },
    },
    async (request, reply) => {
      const { conversation, viewer } = await open(currentUser(request).id);
      const { message, created } = await sendMessage(app.db, {
        conversationId: conversation.id,
        sender: viewer,
        clientId: request.body.client_id,
        body: request.body.body,
        imageIds: request.body.image_ids,
      });
      reply.code(created ? 201 : 200);
      return ok(message);
    },
  );

  app.post(
    "/admin-messages/seen",
    {
      onRequest: requireRole("seller"),
      schema: {
        tags: ["conversations"],
        summary: "Mark the shop's thread with the admins read (when it is opened)",
        response: { 200: envelopeSchema(markSeenResultSchema), ...failures },
      },
    },
    async (request) => {
      const { conversation, viewer } = await open(currentUser(request).id);
      return ok(await markSeen(app.db, conversation.id, viewer));
    },
  );
};

export default adminMessagesSellerRoutes;
