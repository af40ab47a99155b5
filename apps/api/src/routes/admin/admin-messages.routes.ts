import {
  adminMessageBodySchema,
  adminThreadsQuerySchema,
  broadcastPageSchema,
  broadcastSchema,
  broadcastsQuerySchema,
  chatMessageSchema,
  chatThreadSchema,
  envelopeSchema,
  sendMessageBodySchema,
  staffRoomPageSchema,
  threadIdParamsSchema,
  threadQuerySchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendAdminMessage } from "../../flows/send-admin-message";
import { AppError } from "../../lib/app-error";
import { ok } from "../../lib/envelope";
import {
  listBroadcasts,
  staffThreadPage,
} from "../../modules/admin-messages/admin-messages.service";
import {
  findConversation,
  getThread,
  markSeen,
  sendMessage,
} from "../../modules/conversations/conversations.service";
import { currentUser, requireRole } from "../../plugins/session";
import { failureResponses, privateNoStore } from "../responses";

const failures = failureResponses(401, 403, 404, 409, 422, 429);

const staff = (userId: number) => ({ kind: "staff" as const, userId });

/** 404 unless the id names a shop's thread with the admins. */
async function adminThread(app: { db: Parameters<typeof findConversation>[0] }, id: number) {
  const conversation = await findConversation(app.db, id);
  if (conversation?.kind !== "admin") throw new AppError("conversation_not_found");
  return conversation;
}

/**
 * Admin messages (issue 12 item 3): an admin writes to one shop, every shop or a province's
 * shops; the shops' threads with the admins, their replies and the admins' answers.
 */
const adminMessagesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onSend", privateNoStore);

  app.post(
    "/messages",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary:
          "Write to one shop (seller_id), to every approved shop, or to a province's approved shops (province_id): one message in each shop's admin thread",
        body: adminMessageBodySchema,
        response: { 201: envelopeSchema(broadcastSchema), ...failures },
      },
    },
    async (request, reply) => {
      const broadcast = await sendAdminMessage(app.db, {
        adminId: currentUser(request).id,
        body: request.body,
      });
      reply.code(201);
      return ok(broadcast, {
        en: `Your message was sent to ${broadcast.recipient_count} shop(s).`,
        fa: `پیام شما برای ${broadcast.recipient_count.toLocaleString("fa-IR")} فروشگاه فرستاده شد.`,
      });
    },
  );

  app.get(
    "/messages",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary: "Admin messages sent, newest first, with how many shops each reached",
        querystring: broadcastsQuerySchema,
        response: { 200: envelopeSchema(broadcastPageSchema), ...failures },
      },
    },
    async (request) => ok(await listBroadcasts(app.db, request.query)),
  );

  app.get(
    "/admin-threads",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary:
          "Shops' threads with the admins in which the shop replied, newest activity first, with unseen-by-staff counts (unseen=true: only those with unread replies)",
        querystring: adminThreadsQuerySchema,
        response: { 200: envelopeSchema(staffRoomPageSchema), ...failures },
      },
    },
    async (request) =>
      ok(
        await staffThreadPage(
          app.db,
          staff(currentUser(request).id),
          { kind: "admin", unseenOnly: request.query.unseen === "true" },
          request.query,
        ),
      ),
  );

  app.get(
    "/admin-threads/:id",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary: "A page of a shop's thread with the admins; reading the newest page marks it read",
        params: threadIdParamsSchema,
        querystring: threadQuerySchema,
        response: { 200: envelopeSchema(chatThreadSchema), ...failures },
      },
    },
    async (request) => {
      await adminThread(app, request.params.id);
      const viewer = staff(currentUser(request).id);
      if (request.query.before === undefined) await markSeen(app.db, request.params.id, viewer);
      return ok(await getThread(app.db, request.params.id, viewer, request.query.before));
    },
  );

  app.post(
    "/admin-threads/:id/messages",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary: "Answer one shop in its thread with the admins",
        params: threadIdParamsSchema,
        body: sendMessageBodySchema,
        response: {
          200: envelopeSchema(chatMessageSchema),
          201: envelopeSchema(chatMessageSchema),
          ...failures,
        },
      },
    },
    async (request, reply) => {
      await adminThread(app, request.params.id);
      const { message, created } = await sendMessage(app.db, {
        conversationId: request.params.id,
        sender: staff(currentUser(request).id),
        clientId: request.body.client_id,
        body: request.body.body,
        imageIds: request.body.image_ids,
      });
      reply.code(created ? 201 : 200);
      return ok(message);
    },
  );
};

export default adminMessagesAdminRoutes;
