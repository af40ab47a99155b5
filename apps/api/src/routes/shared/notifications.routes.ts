import {
  envelopeSchema,
  notificationPageSchema,
  notificationsQuerySchema,
  notificationsSeenBodySchema,
  unseenNotificationsSchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import {
  listNotifications,
  markNotificationsSeen,
  unseenNotifications,
} from "../../modules/notifications/notifications.service";
import { currentUser, requireRole } from "../../plugins/session";
import { failureResponses } from "../responses";

const guarded = failureResponses(401, 403, 422);

/**
 * A person's notifications in one role. Customers, shops and drivers have the same calls under
 * their own prefix; each reads and marks only the caller's own, in that role.
 */
const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { prefix, role, tag } of [
    { prefix: "/customer", role: "customer", tag: "customer notifications" },
    { prefix: "/seller", role: "seller", tag: "seller notifications" },
    { prefix: "/driver", role: "driver", tag: "driver notifications" },
  ] as const) {
    app.get(
      `${prefix}/notifications`,
      {
        onRequest: requireRole(role),
        schema: {
          tags: [tag],
          summary:
            "The caller's notifications, newest first, with their texts and the unseen count",
          querystring: notificationsQuerySchema,
          response: { 200: envelopeSchema(notificationPageSchema), ...guarded },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "private, no-store");
        const reader = { userId: currentUser(request).id, role };
        return ok(await listNotifications(app.db, reader, request.query));
      },
    );

    app.get(
      `${prefix}/notifications/unseen-count`,
      {
        onRequest: requireRole(role),
        schema: {
          tags: [tag],
          summary: "How many of the caller's notifications are unseen (polled by the bell)",
          response: { 200: envelopeSchema(unseenNotificationsSchema), ...guarded },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "private, no-store");
        return ok(await unseenNotifications(app.db, { userId: currentUser(request).id, role }));
      },
    );

    app.post(
      `${prefix}/notifications/seen`,
      {
        onRequest: requireRole(role),
        schema: {
          tags: [tag],
          summary: "Marks the caller's notifications seen: all, or those up to `up_to_id`",
          body: notificationsSeenBodySchema,
          response: { 200: envelopeSchema(unseenNotificationsSchema), ...guarded },
        },
      },
      async (request) => {
        const reader = { userId: currentUser(request).id, role };
        return ok(await markNotificationsSeen(app.db, reader, request.body.up_to_id));
      },
    );
  }
};

export default notificationsRoutes;
