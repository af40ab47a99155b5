import { envelopeSchema, errorEnvelopeSchema, mobileSchema } from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import { getOutbox } from "./dev.service";

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
};

export default devRoutes;
