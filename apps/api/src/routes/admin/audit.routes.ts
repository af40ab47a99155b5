import { adminAuditQuerySchema, auditPageSchema, envelopeSchema } from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { listAuditLog } from "../../modules/audit/audit.service";
import { requireRole } from "../../plugins/session";
import { failureResponses } from "../responses";

const guarded = failureResponses(401, 403, 422);

/** The audit log, read-only: there is deliberately no route that changes or removes a row. */
const auditAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/audit",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary: "Every admin action (who, what, which row, before/after), searchable, paged",
        querystring: adminAuditQuerySchema,
        response: { 200: envelopeSchema(auditPageSchema), ...guarded },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await listAuditLog(app.db, request.query));
    },
  );
};

export default auditAdminRoutes;
