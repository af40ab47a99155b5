import { adminDashboardSchema, envelopeSchema, errorEnvelopeSchema } from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { getDashboard } from "../../modules/admin-dashboard/dashboard.service";
import { requireRole } from "../../plugins/session";

const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/dashboard",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary:
          "Today's and this (Jalali) month's orders and paid volume, the review and support queues, and 30 days of daily figures",
        response: {
          200: envelopeSchema(adminDashboardSchema),
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await getDashboard(app.db));
    },
  );
};

export default adminDashboardRoutes;
