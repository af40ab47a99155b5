import {
  adminDisputesQuerySchema,
  disputePageSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  orderIdParamsSchema,
  orderSchema,
  resolveDisputeBodySchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { resolveDispute } from "../../flows/resolve-dispute";
import { ok } from "../../lib/envelope";
import { listDisputes } from "../../modules/orders/orders.receipt";
import { currentUser, requireRole } from "../../plugins/session";
import { failureResponses, privateNoStore } from "../responses";

const guarded = failureResponses(401, 403, 422);

/** Disputed orders and their resolution by an admin (flows/resolve-dispute.ts). */
const adminDisputesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onSend", privateNoStore);

  app.get(
    "/disputes",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary: "Disputed orders, the longest waiting first, with the customers' reports",
        querystring: adminDisputesQuerySchema,
        response: { 200: envelopeSchema(disputePageSchema), ...guarded },
      },
    },
    async (request) =>
      ok(await listDisputes(app.db, { page: request.query.page, perPage: request.query.per_page })),
  );

  app.post(
    "/disputes/:id/resolve",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary:
          "Resolve a dispute: received (settled) or cancelled (refunded; the driver still paid)",
        params: orderIdParamsSchema,
        body: resolveDisputeBodySchema,
        response: {
          200: envelopeSchema(orderSchema),
          ...guarded,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const order = await resolveDispute(app.db, {
        adminId: currentUser(request).id,
        orderId: request.params.id,
        body: request.body,
        commissionPercent: app.settlement.commissionPercent,
      });
      return ok(
        order,
        order.status === "received"
          ? { en: "The order was settled as received.", fa: "سفارش دریافت‌شده تسویه شد." }
          : {
              en: "The order was cancelled and the customer refunded.",
              fa: "سفارش لغو شد و مبلغ آن به مشتری بازگشت.",
            },
      );
    },
  );
};

export default adminDisputesRoutes;
