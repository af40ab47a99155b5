import {
  adminSupportQuerySchema,
  blockBodySchema,
  blockSchema,
  chatMessageSchema,
  chatThreadSchema,
  envelopeSchema,
  sendMessageBodySchema,
  staffRoomPageSchema,
  threadIdParamsSchema,
  threadQuerySchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { writeSupportMessage } from "../../flows/write-support-message";
import { ok } from "../../lib/envelope";
import { staffThreadPage } from "../../modules/admin-messages/admin-messages.service";
import { getThread, markSeen, roomOf } from "../../modules/conversations/conversations.service";
import {
  blockAsker,
  closeSupportThread,
  supportThread,
} from "../../modules/support/support.service";
import { currentUser, requireRole } from "../../plugins/session";
import { failureResponses, privateNoStore } from "../responses";

const failures = failureResponses(401, 403, 404, 409, 422, 429);

const staff = (userId: number) => ({ kind: "staff" as const, userId });

/** The admins' side of support: the list, a thread, an answer, closing, blocking the asker. */
const supportAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onSend", privateNoStore);

  app.get(
    "/support",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary: "Support threads, newest activity first, by status, with unseen-by-staff counts",
        querystring: adminSupportQuerySchema,
        response: { 200: envelopeSchema(staffRoomPageSchema), ...failures },
      },
    },
    async (request) =>
      ok(
        await staffThreadPage(
          app.db,
          staff(currentUser(request).id),
          { kind: "support", status: request.query.status },
          request.query,
        ),
      ),
  );

  app.get(
    "/support/:id",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary: "A page of a support thread, oldest first; reading the newest page marks it read",
        params: threadIdParamsSchema,
        querystring: threadQuerySchema,
        response: { 200: envelopeSchema(chatThreadSchema), ...failures },
      },
    },
    async (request) => {
      await supportThread(app.db, request.params.id);
      const viewer = staff(currentUser(request).id);
      if (request.query.before === undefined) await markSeen(app.db, request.params.id, viewer);
      return ok(await getThread(app.db, request.params.id, viewer, request.query.before));
    },
  );

  app.post(
    "/support/:id/messages",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary: "Answer a support thread (status → answered); 409 once closed",
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
      const { message, created } = await writeSupportMessage(app.db, {
        conversationId: request.params.id,
        sender: staff(currentUser(request).id),
        body: request.body,
      });
      reply.code(created ? 201 : 200);
      return ok(message);
    },
  );

  app.post(
    "/support/:id/close",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary: "Close a support thread; it takes no more messages (409 when already closed)",
        params: threadIdParamsSchema,
        response: {
          200: envelopeSchema(staffRoomPageSchema.shape.items.element),
          ...failures,
        },
      },
    },
    async (request) => {
      await closeSupportThread(app.db, { id: request.params.id, adminId: currentUser(request).id });
      return ok(await roomOf(app.db, request.params.id, staff(currentUser(request).id)), {
        en: "The support thread was closed.",
        fa: "گفت‌وگوی پشتیبانی بسته شد.",
      });
    },
  );

  app.post(
    "/support/:id/block",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary: "Stop the thread's asker from sending messages anywhere (reading stays open)",
        params: threadIdParamsSchema,
        body: blockBodySchema,
        response: { 200: envelopeSchema(blockSchema), ...failures },
      },
    },
    async (request) =>
      ok(
        await blockAsker(app.db, {
          conversationId: request.params.id,
          adminId: currentUser(request).id,
          reason: request.body.reason,
        }),
        {
          en: "This person can no longer send messages.",
          fa: "این شخص دیگر نمی‌تواند پیام بفرستد.",
        },
      ),
  );
};

export default supportAdminRoutes;
