import { envelopeSchema, errorEnvelopeSchema, healthSchema } from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error";
import { ok } from "../../lib/envelope";
import { pingDatabase } from "./health.repo";

const healthRoutes: FastifyPluginAsyncZod<{ version: string }> = async (app, { version }) => {
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
      try {
        await pingDatabase(app.db);
      } catch (error) {
        app.log.error({ err: error }, "health check: database unreachable");
        throw new AppError("unavailable");
      }
      return ok({
        ok: true,
        version,
        database: app.databaseKind,
        uptime_seconds: Math.round(process.uptime()),
      });
    },
  );
};

export default healthRoutes;
