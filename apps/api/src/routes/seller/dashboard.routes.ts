import { envelopeSchema, errorEnvelopeSchema, sellerDashboardSchema } from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { getSellerDashboard } from "../../modules/seller-dashboard/seller-dashboard.service";
import { currentUser, requireRole } from "../../plugins/session";

/** The shop's home page figures (/shop/home). */
const sellerDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/dashboard",
    {
      onRequest: requireRole("seller"),
      schema: {
        tags: ["seller dashboard"],
        summary: "Today's orders, the income waiting for settlement and products running out",
        response: {
          200: envelopeSchema(sellerDashboardSchema),
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return ok(await getSellerDashboard(app.db, currentUser(request).id));
    },
  );
};

export default sellerDashboardRoutes;
