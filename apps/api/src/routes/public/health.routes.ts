import {
  envelopeSchema,
  errorEnvelopeSchema,
  healthDetailsSchema,
  healthSchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error";
import { ok } from "../../lib/envelope";
import { requireRole } from "../../plugins/session";
import { pingDatabase } from "./health.repo";

const healthRoutes: FastifyPluginAsyncZod<{ version: string }> = async (app, { version }) => {
  async function databaseReachable() {
    try {
      await pingDatabase(app.db);
    } catch (error) {
      app.log.error({ err: error }, "health check: database unreachable");
      throw new AppError("unavailable");
    }
  }

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
      await databaseReachable();
      return ok({ ok: true });
    },
  );

  app.get(
    "/admin/health",
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
      await databaseReachable();
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
