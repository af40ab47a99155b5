import { envelopeSchema, errorEnvelopeSchema, healthDetailsSchema } from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { checkDatabase } from "../../modules/health/health.service";
import { requireRole } from "../../plugins/session";

/** The public health check's twin for admins: what is running, on which database, how long. */
const adminHealthRoutes: FastifyPluginAsyncZod<{ version: string }> = async (app, { version }) => {
  app.get(
    "/health",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["health"],
        summary: "Liveness with the running version, database kind and uptime (admin)",
        response: {
          200: envelopeSchema(healthDetailsSchema),
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          503: errorEnvelopeSchema,
        },
      },
    },
    async () => {
      await checkDatabase(app.db, app.log);
      return ok({
        ok: true,
        version,
        database: app.databaseKind,
        uptime_seconds: Math.round(process.uptime()),
      });
    },
  );
};

export default adminHealthRoutes;
