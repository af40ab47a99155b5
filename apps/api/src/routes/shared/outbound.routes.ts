import {
  envelopeSchema,
  errorEnvelopeSchema,
  notificationPreferencesBodySchema,
  notificationPreferencesSchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
  type RecipientRole,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error";
import { ok } from "../../lib/envelope";
import {
  getPreferences,
  removePushSubscription,
  savePushSubscription,
  updatePreferences,
} from "../../modules/notifications/outbound.service";
import { currentUser, requireRole } from "../../plugins/session";

const guarded = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 422: errorEnvelopeSchema };
const noContent = z.null().describe("No content");
const anyRole = requireRole("customer", "seller", "driver", "admin");

/**
 * A person's channels outside the app (issue 27), in the role their session acts in: the
 * browser's Web Push subscription (the service worker calls these) and their choices per
 * kind and channel (the settings screen of each profile).
 */
const outboundRoutes: FastifyPluginAsyncZod = async (app) => {
  const reader = (request: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(request);
    return { userId: user.id, role: user.role as RecipientRole };
  };

  app.put(
    "/me/push-subscription",
    {
      onRequest: anyRole,
      schema: {
        tags: ["notifications"],
        summary:
          "Stores this browser's Web Push subscription for the caller in their session's role",
        description:
          "409 `push_off` when this site sends no pushes; 422 `push_service_unknown` when the endpoint is not a known push service's (PUSH_SERVICE_HOSTS).",
        body: pushSubscriptionBodySchema,
        response: { 204: noContent, 409: errorEnvelopeSchema, ...guarded },
      },
    },
    async (request, reply) => {
      if (!app.outbound.push) throw new AppError("push_off");
      if (!app.outbound.push.accepts(request.body.endpoint)) {
        throw new AppError("push_service_unknown");
      }
      await savePushSubscription(app.db, reader(request), request.body);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    "/me/push-subscription",
    {
      onRequest: anyRole,
      schema: {
        tags: ["notifications"],
        summary: "Forgets one of the caller's Web Push subscriptions (unknown ones too: 204)",
        body: pushUnsubscribeBodySchema,
        response: { 204: noContent, ...guarded },
      },
    },
    async (request, reply) => {
      await removePushSubscription(app.db, reader(request), request.body.endpoint);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/me/notification-preferences",
    {
      onRequest: anyRole,
      schema: {
        tags: ["notifications"],
        summary: "The caller's channels per kind (defaults and their changes), language, SMS stop",
        response: { 200: envelopeSchema(notificationPreferencesSchema), ...guarded },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return ok(await getPreferences(app.db, reader(request)));
    },
  );

  app.put(
    "/me/notification-preferences",
    {
      onRequest: anyRole,
      schema: {
        tags: ["notifications"],
        summary: "Changes the caller's channels per kind, the texts' language, or stops SMS",
        body: notificationPreferencesBodySchema,
        response: { 200: envelopeSchema(notificationPreferencesSchema), ...guarded },
      },
    },
    async (request) =>
      ok(await updatePreferences(app.db, reader(request), request.body), {
        en: "Your notification settings were saved.",
        fa: "تنظیمات اعلان‌های شما ذخیره شد.",
      }),
  );
};

export default outboundRoutes;
