import { envelopeSchema, errorEnvelopeSchema, mobileSchema } from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { autoConfirmDueReceipts } from "../../flows/confirm-receipt";
import { ok } from "../../lib/envelope";
import { getEmailOutbox, getOutbox, getPushOutbox } from "../../modules/dev/dev.service";

const outboxMessageSchema = z.object({
  mobile: z.string(),
  text: z.string(),
  created_at: z.iso.datetime(),
});

/**
 * Development helpers. app.ts registers this module only outside production: the outbox
 * holds sign-in codes, so in production the route must not exist at all.
 */
const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/dev/outbox",
    {
      schema: {
        tags: ["development"],
        summary:
          "SMS texts the outbox provider kept for a number, newest first (not in production)",
        querystring: z.strictObject({ mobile: mobileSchema }),
        response: { 200: envelopeSchema(z.array(outboxMessageSchema)), 422: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await getOutbox(app.db, request.query.mobile));
    },
  );

  app.get(
    "/dev/email-outbox",
    {
      schema: {
        tags: ["development"],
        summary:
          "E-mails the outbox provider kept for an address, newest first (not in production)",
        querystring: z.strictObject({ to: z.string().min(3).max(320) }),
        response: {
          200: envelopeSchema(
            z.array(
              z.object({
                to: z.string(),
                subject: z.string(),
                text: z.string(),
                created_at: z.iso.datetime(),
              }),
            ),
          ),
          422: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await getEmailOutbox(app.db, request.query.to));
    },
  );

  app.get(
    "/dev/push-outbox",
    {
      schema: {
        tags: ["development"],
        summary:
          "Pushes the outbox provider kept for a subscription endpoint, newest first (not in production)",
        querystring: z.strictObject({ endpoint: z.string().min(1).max(2048) }),
        response: {
          200: envelopeSchema(
            z.array(
              z.object({
                endpoint: z.string(),
                payload: z.record(z.string(), z.unknown()),
                created_at: z.iso.datetime(),
              }),
            ),
          ),
          422: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await getPushOutbox(app.db, request.query.endpoint));
    },
  );

  app.post(
    "/dev/receipts/auto-confirm",
    {
      schema: {
        tags: ["development"],
        summary:
          "Runs the receipt auto-confirm job now as if `hours_ahead` hours had passed (not in production)",
        description:
          "End-to-end tests use it to see the job confirm an order without waiting three days.",
        body: z.strictObject({
          hours_ahead: z
            .number()
            .int("invalid_number")
            .min(0)
            .max(24 * 365),
        }),
        response: {
          200: envelopeSchema(z.object({ confirmed: z.number().int() })),
          422: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const confirmed = await autoConfirmDueReceipts(app.db, {
        afterHours: app.settlement.receiptAutoConfirmHours,
        commissionPercent: app.settlement.commissionPercent,
        now: new Date(Date.now() + request.body.hours_ahead * 3_600_000),
      });
      return ok({ confirmed });
    },
  );
};

export default devRoutes;
