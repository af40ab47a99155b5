import {
  envelopeSchema,
  errorEnvelopeSchema,
  fieldErrorsOf,
  paymentGatewaySchema,
  paymentRequestBodySchema,
  paymentSchema,
  type SessionUser,
  tomanToRials,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error";
import { ok } from "../../lib/envelope";
import { idempotentRequest } from "../../lib/idempotency";
import { findPayableOrder } from "../../modules/orders/orders.service";
import { openStartedPayment } from "../../modules/payments/payments.open";
import type { Payments } from "../../plugins/payments";
import { currentUser, requireRole } from "../../plugins/session";
import { failureResponses } from "../responses";

const guarded = failureResponses(401, 403, 422);
const paymentIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/**
 * What a payment is for: a customer may pay one of their own orders that is still waiting
 * for its payment (the order's total), or credit the wallet; a shop only credits its wallet.
 */
async function startRequested(
  tx: Database,
  payments: Payments,
  user: SessionUser,
  body: z.output<typeof paymentRequestBodySchema>,
) {
  if (body.purpose === "wallet_credit") {
    return payments.start(tx, {
      userId: user.id,
      purpose: "wallet_credit",
      payerRole: user.role === "seller" ? "seller" : "customer",
      amountRials: tomanToRials(body.amount_toman),
      gateway: body.gateway,
    });
  }
  if (user.role !== "customer") {
    throw new AppError("validation_failed", {
      fieldErrors: fieldErrorsOf({ purpose: "invalid_choice" }),
    });
  }
  const order = await findPayableOrder(tx, user.id, body.order_id);
  return payments.start(tx, {
    userId: user.id,
    purpose: "order",
    orderId: order.id,
    amountRials: order.totalRials,
    gateway: body.gateway,
  });
}

/** Starting and reading payments, for customers and shops under their own prefix. */
const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // What checkout and the wallet pages offer: only what PAYMENT_GATEWAYS enables here, so
  // production never shows a sandbox and development never shows an unconfigured gateway.
  app.get(
    "/payment-gateways",
    {
      schema: {
        tags: ["payments"],
        summary: "The payment gateways offered, with the currency each charges in",
        response: { 200: envelopeSchema(z.array(paymentGatewaySchema)) },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return ok(
        [...app.payments.gateways].map(([code, gateway]) => ({
          code,
          currency: gateway.currency,
        })),
      );
    },
  );

  for (const { prefix, role, tag } of [
    { prefix: "/customer", role: "customer", tag: "customer payments" },
    { prefix: "/seller", role: "seller", tag: "seller payments" },
  ] as const) {
    app.post(
      `${prefix}/payment/request`,
      {
        onRequest: requireRole(role),
        config: { idempotencyKey: true },
        schema: {
          tags: [tag],
          summary:
            role === "customer"
              ? "Start a gateway payment for a waiting order or a wallet credit (Idempotency-Key)"
              : "Start a gateway payment to credit the shop's wallet (Idempotency-Key)",
          body: paymentRequestBodySchema,
          response: {
            201: envelopeSchema(paymentSchema),
            ...guarded,
            404: errorEnvelopeSchema,
            409: errorEnvelopeSchema,
            502: errorEnvelopeSchema,
            503: errorEnvelopeSchema,
          },
        },
      },
      async (request, reply) => {
        const answer = await idempotentRequest(request, "payment_request", async (tx) => ({
          statusCode: 201,
          body: ok(await startRequested(tx, app.payments, currentUser(request), request.body)),
        }));
        // The gateway is asked only once the payment's transaction has committed.
        const payment = await openStartedPayment(request, "payment_request", answer.body.data);
        return reply.status(answer.statusCode).send({ ...answer.body, data: payment });
      },
    );

    app.get(
      `${prefix}/payments/:id`,
      {
        onRequest: requireRole(role),
        schema: {
          tags: [tag],
          summary: "One of the caller's payments",
          params: paymentIdParamsSchema,
          response: { 200: envelopeSchema(paymentSchema), ...guarded, 404: errorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "private, no-store");
        return ok(await app.payments.read(currentUser(request).id, request.params.id));
      },
    );
  }
};

export default paymentsRoutes;
