import { envelopeSchema, errorEnvelopeSchema, id, mobileSchema } from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { autoConfirmDueReceipts } from "../../flows/confirm-receipt";
import { ok } from "../../lib/envelope";
import { getEmailOutbox, getOutbox, getPushOutbox } from "../../modules/dev/dev.service";

type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * One outbox a provider keeps in development, read by the one value a test knows (a mobile,
 * an address, an endpoint), newest first and never cached: the texts hold sign-in codes.
 */
function outboxRoute(
  app: RouteApp,
  outbox: {
    url: string;
    summary: string;
    recipient: { name: string; schema: z.ZodType<string, string> };
    message: z.ZodObject;
    read: (recipient: string) => Promise<z.output<z.ZodObject>[]>;
  },
) {
  const { name, schema } = outbox.recipient;
  app.get(
    outbox.url,
    {
      schema: {
        tags: ["development"],
        summary: outbox.summary,
        querystring: z.strictObject({ [name]: schema }),
        response: { 200: envelopeSchema(z.array(outbox.message)), 422: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await outbox.read(request.query[name] as string));
    },
  );
}

/**
 * Development helpers. app.ts registers this module only outside production: the outbox
 * holds sign-in codes, so in production the route must not exist at all.
 */
const devRoutes: FastifyPluginAsyncZod = async (app) => {
  outboxRoute(app, {
    url: "/dev/outbox",
    summary: "SMS texts the outbox provider kept for a number, newest first (not in production)",
    recipient: { name: "mobile", schema: mobileSchema },
    message: z.object({ mobile: z.string(), text: z.string(), created_at: z.iso.datetime() }),
    read: (mobile) => getOutbox(app.db, mobile),
  });

  outboxRoute(app, {
    url: "/dev/email-outbox",
    summary: "E-mails the outbox provider kept for an address, newest first (not in production)",
    recipient: { name: "to", schema: z.string().min(3).max(320) },
    message: z.object({
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      created_at: z.iso.datetime(),
    }),
    read: (to) => getEmailOutbox(app.db, to),
  });

  outboxRoute(app, {
    url: "/dev/push-outbox",
    summary:
      "Pushes the outbox provider kept for a subscription endpoint, newest first (not in production)",
    recipient: { name: "endpoint", schema: z.string().min(1).max(2048) },
    message: z.object({
      endpoint: z.string(),
      payload: z.record(z.string(), z.unknown()),
      created_at: z.iso.datetime(),
    }),
    read: (endpoint) => getPushOutbox(app.db, endpoint),
  });

  app.post(
    "/dev/receipts/auto-confirm",
    {
      schema: {
        tags: ["development"],
        summary:
          "Runs the receipt auto-confirm job now as if `hours_ahead` hours had passed (not in production)",
        description:
          "End-to-end tests use it to see the job confirm an order without waiting three days; `order_id` limits the run to that order, so tests side by side settle only their own.",
        body: z.strictObject({
          hours_ahead: z
            .number()
            .int("invalid_number")
            .min(0)
            .max(24 * 365),
          order_id: id().optional(),
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
        onlyOrderId: request.body.order_id,
      });
      return ok({ confirmed });
    },
  );
};

export default devRoutes;
