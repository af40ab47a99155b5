import {
  envelopeSchema,
  errorEnvelopeSchema,
  ownReportsQuerySchema,
  reportBodySchema,
  reportPageSchema,
  reportSchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import {
  createReport,
  listOwnReports,
  type ReporterRole,
} from "../../modules/reports/reports.service";
import { currentUser, requireRole } from "../../plugins/session";
import { failureResponses, privateNoStore } from "../responses";

const guarded = failureResponses(401, 403, 422);

/**
 * Reports by customers and shops (SPEC's `/customer/report-message` and
 * `/seller/report-message`): the same two calls for each side, under its own prefix.
 */
const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onSend", privateNoStore);

  for (const [prefix, role] of [
    ["customer", "customer"],
    ["seller", "seller"],
  ] as const satisfies readonly (readonly [string, ReporterRole])[]) {
    app.post(
      `/${prefix}/report-message`,
      {
        onRequest: requireRole(role),
        schema: {
          tags: ["reports"],
          summary: `Report a product, a shop, an order or a chat message (${role})`,
          body: reportBodySchema,
          response: {
            201: envelopeSchema(reportSchema),
            ...guarded,
            404: errorEnvelopeSchema,
            409: errorEnvelopeSchema,
          },
        },
      },
      async (request, reply) => {
        const report = await createReport(
          app.db,
          { id: currentUser(request).id, role },
          request.body,
        );
        reply.code(201);
        return ok(report, {
          en: "Thank you: your report was sent to our team.",
          fa: "سپاس‌گزاریم: گزارش شما برای تیم ما فرستاده شد.",
        });
      },
    );

    app.get(
      `/${prefix}/report-message`,
      {
        onRequest: requireRole(role),
        schema: {
          tags: ["reports"],
          summary: `One's own reports, newest first, with their status and answer (${role})`,
          querystring: ownReportsQuerySchema,
          response: { 200: envelopeSchema(reportPageSchema), ...guarded },
        },
      },
      async (request) => ok(await listOwnReports(app.db, currentUser(request).id, request.query)),
    );
  }
};

export default reportsRoutes;
