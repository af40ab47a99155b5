import {
  chatMessageSchema,
  chatRoomsSchema,
  chatThreadSchema,
  envelopeSchema,
  markSeenResultSchema,
  sendMessageBodySchema,
  supportOpenBodySchema,
  threadIdParamsSchema,
  threadQuerySchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { openSupport } from "../../flows/open-support-thread";
import { writeSupportMessage } from "../../flows/write-support-message";
import { ok } from "../../lib/envelope";
import {
  getThread,
  listRooms,
  markSeen,
  memberViewer,
} from "../../modules/conversations/conversations.service";
import { supportThread } from "../../modules/support/support.service";
import { currentUser, requireRole } from "../../plugins/session";
import { failureResponses, privateNoStore } from "../responses";

const failures = failureResponses(401, 403, 404, 409, 422, 429);

/**
 * Support threads for customers and shops (SPEC's `/customer/support-messages` and
 * `/seller/support-messages`): open one, list one's own, read one, write in it, mark it read.
 * Someone else's thread is 404, like one that does not exist.
 */
const supportMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onSend", privateNoStore);

  for (const role of ["customer", "seller"] as const) {
    const base = `/${role}/support-messages`;

    app.post(
      base,
      {
        onRequest: requireRole(role),
        schema: {
          tags: ["support"],
          summary: `Open a support thread with its first message: subject up to 200 characters, text and up to 5 own images (${role}); the same client_id answers the thread it made (200)`,
          body: supportOpenBodySchema,
          response: {
            200: envelopeSchema(chatThreadSchema),
            201: envelopeSchema(chatThreadSchema),
            ...failures,
          },
        },
      },
      async (request, reply) => {
        const { thread, created } = await openSupport(app.db, {
          asker: { userId: currentUser(request).id, role },
          subject: request.body.subject,
          clientId: request.body.client_id,
          body: request.body.body,
          imageIds: request.body.image_ids,
        });
        reply.code(created ? 201 : 200);
        return ok(thread, {
          en: "Your message was sent to support; we will answer here.",
          fa: "پیام شما برای پشتیبانی فرستاده شد؛ همین‌جا پاسخ می‌دهیم.",
        });
      },
    );

    app.get(
      base,
      {
        onRequest: requireRole(role),
        schema: {
          tags: ["support"],
          summary: `One's support threads, newest activity first, with status and unseen counts (${role})`,
          response: { 200: envelopeSchema(chatRoomsSchema), ...failures },
        },
      },
      async (request) =>
        ok(await listRooms(app.db, { userId: currentUser(request).id, role }, ["support"])),
    );

    app.get(
      `${base}/:id`,
      {
        onRequest: requireRole(role),
        schema: {
          tags: ["support"],
          summary: `A page of one's support thread, oldest first (${role})`,
          params: threadIdParamsSchema,
          querystring: threadQuerySchema,
          response: { 200: envelopeSchema(chatThreadSchema), ...failures },
        },
      },
      async (request) => {
        await supportThread(app.db, request.params.id);
        const viewer = memberViewer(currentUser(request).id, role);
        return ok(await getThread(app.db, request.params.id, viewer, request.query.before));
      },
    );

    app.post(
      `${base}/:id/messages`,
      {
        onRequest: requireRole(role),
        schema: {
          tags: ["support"],
          summary: `Write in one's support thread (${role}); it is open again for the admins; 409 once closed, 403 when blocked`,
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
          sender: memberViewer(currentUser(request).id, role),
          body: request.body,
        });
        reply.code(created ? 201 : 200);
        return ok(message);
      },
    );

    app.post(
      `${base}/:id/seen`,
      {
        onRequest: requireRole(role),
        schema: {
          tags: ["support"],
          summary: `Mark one's support thread read (${role})`,
          params: threadIdParamsSchema,
          response: { 200: envelopeSchema(markSeenResultSchema), ...failures },
        },
      },
      async (request) => {
        await supportThread(app.db, request.params.id);
        const viewer = memberViewer(currentUser(request).id, role);
        return ok(await markSeen(app.db, request.params.id, viewer));
      },
    );
  }
};

export default supportMemberRoutes;
