import {
  checkoutBodySchema,
  checkoutResultSchema,
  envelopeSchema,
  errorEnvelopeSchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { checkoutCart } from "../../flows/checkout";
import { ok } from "../../lib/envelope";
import { idempotentRequest } from "../../lib/idempotency";
import { openStartedPayment } from "../../modules/payments/payments.open";
import { currentUser, requireRole } from "../../plugins/session";

/** Checkout of one cart group (`/customer/cart/checkout/[cart_id]`), once per Idempotency-Key. */
const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/orders",
    {
      onRequest: requireRole("customer"),
      config: { idempotencyKey: true },
      schema: {
        tags: ["orders"],
        summary: "Check a cart group out: reserve its stock, then pay from the wallet or a gateway",
        body: checkoutBodySchema,
        response: {
          201: envelopeSchema(checkoutResultSchema),
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
          502: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const customerId = currentUser(request).id;
      const answer = await idempotentRequest(request, "checkout", async (tx) => {
        const result = await checkoutCart(
          tx,
          { startPayment: app.payments.start },
          customerId,
          request.body,
          app.clock(),
        );
        return {
          statusCode: 201,
          body: ok(
            result,
            result.payment
              ? {
                  en: "Your order is reserved; please complete the payment.",
                  fa: "سفارش شما رزرو شد؛ لطفاً پرداخت را کامل کنید.",
                }
              : { en: "Your order was paid and placed.", fa: "سفارش شما پرداخت و ثبت شد." },
          ),
        };
      });
      reply.header("cache-control", "private, no-store");
      // Only a created order is stored for the key (a failure rolls the key back with it).
      reply.status(201);
      const started = answer.body.data.payment;
      if (!started) return answer.body;
      // The gateway is asked only once the order's transaction has committed: a slow gateway
      // holds no cart, stock or order row (docs/commerce-api.md, "Checkout").
      const payment = await openStartedPayment(request, "checkout", started);
      return { ...answer.body, data: { ...answer.body.data, payment } };
    },
  );
};

export default checkoutRoutes;
