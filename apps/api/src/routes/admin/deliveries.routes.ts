import {
  adminDeliveriesQuerySchema,
  adminDeliverySchema,
  deliveryIdParamsSchema,
  envelopeSchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import {
  listTroubledDeliveries,
  retryDelivery,
} from "../../modules/notifications/outbound.service";
import { requireRole } from "../../plugins/session";
import { failureResponses } from "../responses";

const guarded = failureResponses(401, 403, 422);

/** SMS, push and e-mail deliveries that gave up (dead) or keep failing, and sending one again. */
const adminDeliveriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  app.get(
    "/deliveries",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary: "Dead deliveries (`status=dead`) or those failing and retried (`status=failing`)",
        querystring: adminDeliveriesQuerySchema,
        response: { 200: envelopeSchema(z.array(adminDeliverySchema)), ...guarded },
      },
    },
    async (request) => ok(await listTroubledDeliveries(app.db, request.query.status)),
  );

  app.post(
    "/deliveries/:id/retry",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary: "Sends a dead delivery again, with a fresh count of tries",
        params: deliveryIdParamsSchema,
        response: {
          200: envelopeSchema(z.object({ retried: z.literal(true) })),
          ...failureResponses(404, 409),
          ...guarded,
        },
      },
    },
    async (request) => {
      await retryDelivery(app.db, request.params.id);
      return ok(
        { retried: true as const },
        {
          en: "The delivery will be sent again.",
          fa: "ارسال دوباره انجام می‌شود.",
        },
      );
    },
  );
};

export default adminDeliveriesRoutes;
