import {
  cashRequestBodySchema,
  cashRequestSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  turnoverPageSchema,
  turnoversQuerySchema,
  walletSchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import { idempotentRequest } from "../../lib/idempotency";
import { createCashRequest, listCashRequests } from "../../modules/wallet/cash-requests.service";
import { getTurnovers, getWallet } from "../../modules/wallet/wallet.service";
import { currentUser, requireRole } from "../../plugins/session";
import { failureResponses } from "../responses";

const guarded = failureResponses(401, 403, 422);

const requested = {
  en: "Your cash-out request was sent; the amount is held until it is paid.",
  fa: "درخواست برداشت شما ثبت شد؛ مبلغ تا زمان پرداخت نگه داشته می‌شود.",
};

/**
 * The wallet, its turnovers and cash-out requests. Customers, shops and drivers have the same calls
 * under their own prefix; every one reads or changes only the caller's own wallet.
 */
const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { prefix, role, tag } of [
    { prefix: "/customer", role: "customer", tag: "customer wallet" },
    { prefix: "/seller", role: "seller", tag: "seller wallet" },
    { prefix: "/driver", role: "driver", tag: "driver wallet" },
  ] as const) {
    app.get(
      `${prefix}/wallet`,
      {
        onRequest: requireRole(role),
        schema: {
          tags: [tag],
          summary: "Balance, pending income, deficit and the amount held by cash-out requests",
          response: { 200: envelopeSchema(walletSchema), ...guarded },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "private, no-store");
        return ok(await getWallet(app.db, currentUser(request)));
      },
    );

    app.get(
      `${prefix}/turnovers`,
      {
        onRequest: requireRole(role),
        schema: {
          tags: [tag],
          summary: "The wallet's movements, newest first, with the balance after each",
          querystring: turnoversQuerySchema,
          response: { 200: envelopeSchema(turnoverPageSchema), ...guarded },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "private, no-store");
        return ok(await getTurnovers(app.db, currentUser(request), request.query));
      },
    );

    app.post(
      `${prefix}/cash-request`,
      {
        onRequest: requireRole(role),
        config: { idempotencyKey: true },
        schema: {
          tags: [tag],
          summary:
            role === "customer"
              ? "Ask for the wallet's money to be paid to a Sheba account (Idempotency-Key)"
              : `Ask for the wallet's money to be paid to the ${role === "seller" ? "shop" : "driver"}'s Sheba on the profile (Idempotency-Key)`,
          body: cashRequestBodySchema,
          response: {
            201: envelopeSchema(cashRequestSchema),
            ...guarded,
            409: errorEnvelopeSchema,
          },
        },
      },
      async (request, reply) => {
        const answer = await idempotentRequest(request, "cash_request", async (tx) => ({
          statusCode: 201,
          body: ok(await createCashRequest(tx, currentUser(request), request.body), requested),
        }));
        return reply.status(answer.statusCode).send(answer.body);
      },
    );

    app.get(
      `${prefix}/cash-request`,
      {
        onRequest: requireRole(role),
        schema: {
          tags: [tag],
          summary: "The caller's cash-out requests, newest first",
          response: { 200: envelopeSchema(z.array(cashRequestSchema)), ...guarded },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "private, no-store");
        return ok(await listCashRequests(app.db, currentUser(request)));
      },
    );
  }
};

export default walletRoutes;
