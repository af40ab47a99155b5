import {
  adminCashRequestSchema,
  adminCashRequestsQuerySchema,
  cashRequestDecisionBodySchema,
  cashRequestIdParamsSchema,
  envelopeSchema,
  errorEnvelopeSchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import { currentUser, requireRole } from "../../plugins/session";
import { decideCashRequest, listCashRequestsForAdmin } from "./cash-requests.service";

const guarded = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 422: errorEnvelopeSchema };

/** The admin's side of cash-out requests: the queue, and paying or rejecting one. */
const adminCashRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/cash-requests",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary: "Cash-out requests by status (default: pending, oldest first), with the requester",
        querystring: adminCashRequestsQuerySchema,
        response: { 200: envelopeSchema(z.array(adminCashRequestSchema)), ...guarded },
      },
    },
    async (request, reply) => {
      // Sheba numbers and mobiles: never kept by a shared cache.
      reply.header("cache-control", "no-store");
      return ok(await listCashRequestsForAdmin(app.db, request.query.status));
    },
  );

  app.put(
    "/admin/cash-requests/:id",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary: "Mark a pending cash-out request paid (bank reference) or rejected (reason)",
        params: cashRequestIdParamsSchema,
        body: cashRequestDecisionBodySchema,
        response: {
          200: envelopeSchema(adminCashRequestSchema),
          ...guarded,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const decided = await decideCashRequest(
        app.db,
        currentUser(request).id,
        request.params.id,
        request.body,
      );
      return ok(
        decided,
        decided.status === "paid"
          ? { en: "Marked as paid.", fa: "پرداخت‌شده ثبت شد." }
          : {
              en: "Rejected; the amount is back in the wallet.",
              fa: "رد شد؛ مبلغ به کیف پول بازگشت.",
            },
      );
    },
  );
};

export default adminCashRequestsRoutes;
