import {
  chatMessageSchema,
  chatRoomsSchema,
  chatThreadSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  type MemberRole,
  markSeenBodySchema,
  markSeenResultSchema,
  type Role,
  roomsQuerySchema,
  sendMessageBodySchema,
  threadQuerySchema,
} from "@kesht/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import {
  getThread,
  listRooms,
  markSeen,
  type OrderChatAccess,
  openOrderChat,
  sendMessage,
} from "../../modules/conversations/conversations.service";
import { streamConversations } from "../../modules/conversations/conversations.stream";
import { currentUser, requireRole } from "../../plugins/session";
import { failureResponses } from "../responses";

const failures = failureResponses(401, 403, 404, 422);

const streamDescription =
  "text/event-stream: `counts` ({unseen_total}) first, then `message` for each new message in the person's rooms and `seen` when one is read; a comment every 15 s keeps it open";

/**
 * The rooms list and its live stream for one role (`/customer/chat-rooms`,
 * `/seller/chat-rooms`, `/driver/chat-rooms`).
 */
export function roomRoutes(
  app: FastifyInstance,
  options: { prefix: string; role: MemberRole; who: string },
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { prefix, role, who } = options;
  typed.get(
    `${prefix}/chat-rooms`,
    {
      onRequest: requireRole(role),
      schema: {
        tags: ["conversations"],
        summary: `The ${who}'s conversations, newest activity first, a page at a time, with each one's unseen_message_count and the unseen total over all (polled every 20 s)`,
        querystring: roomsQuerySchema,
        response: {
          200: envelopeSchema(chatRoomsSchema),
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async (request) =>
      ok(
        await listRooms(
          app.db,
          { userId: currentUser(request).id, role },
          undefined,
          request.query.page,
        ),
      ),
  );
  typed.get(
    `${prefix}/chat-rooms/stream`,
    {
      onRequest: requireRole(role),
      schema: {
        tags: ["conversations"],
        summary: `The ${who}'s conversations live, as Server-Sent Events; at most 5 streams per person`,
        response: {
          200: z.string().describe(streamDescription),
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      await streamConversations(app, request, reply, { userId: currentUser(request).id, role });
    },
  );
}

/**
 * An order's chat for one role: read a page, send, mark read. The room is made on first use;
 * an order that is not the caller's is a 404 like one that does not exist.
 */
export function orderChatRoutes<P extends z.ZodType>(
  app: FastifyInstance,
  options: {
    path: string;
    role: Extract<Role, "customer" | "seller" | "driver">;
    params: P;
    access: (userId: number, params: z.infer<P>) => OrderChatAccess;
    who: string;
  },
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { path, role, params, access, who } = options;
  const open = async (userId: number, raw: unknown) =>
    openOrderChat(app.db, access(userId, raw as z.infer<P>));

  typed.get(
    `${path}/messages`,
    {
      onRequest: requireRole(role),
      schema: {
        tags: ["conversations"],
        summary: `A page of the order's chat (${who}), oldest first: the newest 30 messages, or those before \`before\``,
        params,
        querystring: threadQuerySchema,
        response: { 200: envelopeSchema(chatThreadSchema), ...failures, 409: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { conversation, viewer } = await open(currentUser(request).id, request.params);
      return ok(await getThread(app.db, conversation.id, viewer, request.query.before));
    },
  );
  typed.post(
    `${path}/messages`,
    {
      onRequest: requireRole(role),
      schema: {
        tags: ["conversations"],
        summary: `Send a message to the order's chat (${who}): text up to 2,000 characters and up to 5 own uploaded images; the same client_id answers the first message again (200 instead of 201); 403 blocked, 429 too many sends`,
        params,
        body: sendMessageBodySchema,
        response: {
          200: envelopeSchema(chatMessageSchema),
          201: envelopeSchema(chatMessageSchema),
          ...failures,
          409: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { conversation, viewer } = await open(currentUser(request).id, request.params);
      const { message, created } = await sendMessage(app.db, {
        conversationId: conversation.id,
        sender: viewer,
        clientId: request.body.client_id,
        body: request.body.body,
        imageIds: request.body.image_ids,
      });
      return reply.code(created ? 201 : 200).send(ok(message));
    },
  );
  typed.post(
    `${path}/seen`,
    {
      onRequest: requireRole(role),
      schema: {
        tags: ["conversations"],
        summary: `Mark the order's chat read (${who}) up to \`up_to\` (its newest message when not given)`,
        params,
        body: markSeenBodySchema,
        response: {
          200: envelopeSchema(markSeenResultSchema),
          ...failures,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { conversation, viewer } = await open(currentUser(request).id, request.params);
      return ok(await markSeen(app.db, conversation.id, viewer, request.body?.up_to));
    },
  );
}
