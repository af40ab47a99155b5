import { envelopeSchema, errorEnvelopeSchema, healthSchema } from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { checkDatabase } from "../../modules/health/health.service";

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public: load balancers and the start script only need to know it answers. The build,
  // database kind and uptime would tell an attacker which weaknesses to try.
  app.get(
    "/health",
    {
      config: { rateLimit: false },
      schema: {
        tags: ["health"],
        summary: "Liveness and database reachability",
        response: { 200: envelopeSchema(healthSchema), 503: errorEnvelopeSchema },
      },
    },
    async () => {
      await checkDatabase(app.db, app.log);
      return ok({ ok: true });
    },
  );
};

export default healthRoutes;
