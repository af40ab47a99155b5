import {
  disputeBodySchema,
  driverRatingBodySchema,
  driverRatingSchema,
  envelopeSchema,
  orderIdParamsSchema,
  orderSchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { confirmReceipt } from "../../flows/confirm-receipt";
import { rateOrderDriver } from "../../flows/rate-driver";
import { ok } from "../../lib/envelope";
import { disputeOrder } from "../../modules/orders/orders.receipt";
import { toOrder } from "../../modules/orders/orders.view";
import { currentUser, requireRole } from "../../plugins/session";
import { failureResponses, privateNoStore } from "../responses";

const failures = failureResponses(401, 403, 404, 409, 422);

/** The customer ends an order: confirms receipt, reports a problem, rates the driver. */
const customerSettlementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onSend", privateNoStore);

  app.post(
    "/orders/:id/receipt",
    {
      onRequest: requireRole("customer"),
      schema: {
        tags: ["orders"],
        summary: "Confirm receipt of a delivered order; the order is settled at once",
        params: orderIdParamsSchema,
        response: { 200: envelopeSchema(orderSchema), ...failures },
      },
    },
    async (request) =>
      ok(
        await confirmReceipt(app.db, {
          customerId: currentUser(request).id,
          orderId: request.params.id,
          commissionPercent: app.settlement.commissionPercent,
        }),
        { en: "Thank you: receipt confirmed.", fa: "سپاس‌گزاریم: دریافت سفارش تأیید شد." },
      ),
  );

  app.post(
    "/orders/:id/dispute",
    {
      onRequest: requireRole("customer"),
      schema: {
        tags: ["orders"],
        summary: "Report a problem with a delivered order instead of confirming receipt",
        params: orderIdParamsSchema,
        body: disputeBodySchema,
        response: { 200: envelopeSchema(orderSchema), ...failures },
      },
    },
    async (request) => {
      const order = await disputeOrder(app.db, {
        customerId: currentUser(request).id,
        orderId: request.params.id,
        reason: request.body.reason,
      });
      return ok(await toOrder(app.db, order), {
        en: "Your report was sent; our support team will look into it.",
        fa: "گزارش شما فرستاده شد؛ پشتیبانی آن را بررسی می‌کند.",
      });
    },
  );

  app.post(
    "/orders/:id/driver-rating",
    {
      onRequest: requireRole("customer"),
      schema: {
        tags: ["orders"],
        summary: "Rate the driver who brought a received order, once per shipment",
        params: orderIdParamsSchema,
        body: driverRatingBodySchema,
        response: { 201: envelopeSchema(driverRatingSchema), ...failures },
      },
    },
    async (request, reply) => {
      const rating = await rateOrderDriver(app.db, {
        customerId: currentUser(request).id,
        orderId: request.params.id,
        stars: request.body.stars,
        comment: request.body.comment,
      });
      reply.code(201);
      return ok(rating, { en: "Thank you for your rating.", fa: "از امتیاز شما سپاس‌گزاریم." });
    },
  );
};

export default customerSettlementRoutes;
