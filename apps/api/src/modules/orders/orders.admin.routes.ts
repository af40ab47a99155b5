import {
  adminOrderPageSchema,
  adminOrdersQuerySchema,
  envelopeSchema,
  errorEnvelopeSchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { requireRole } from "../../plugins/session";
import { listOrdersForAdmin } from "./orders.admin";

const guarded = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 422: errorEnvelopeSchema };

/** Every order, for the admins: searched and filtered, paged. */
const adminOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/orders",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary: "Orders by status, shop, customer and Tehran days placed; paged",
        querystring: adminOrdersQuerySchema,
        response: { 200: envelopeSchema(adminOrderPageSchema), ...guarded },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await listOrdersForAdmin(app.db, request.query));
    },
  );
};

export default adminOrdersRoutes;
