import {
  adminReportPageSchema,
  adminReportSchema,
  adminReportsQuerySchema,
  blockBodySchema,
  blockSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  reportAnswerBodySchema,
  reportIdParamsSchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import {
  answerReport,
  blockReportedPerson,
  closeReport,
  listReportsForAdmin,
} from "../../modules/reports/reports.service";
import { currentUser, requireRole } from "../../plugins/session";
import { failureResponses, privateNoStore } from "../responses";

const guarded = failureResponses(401, 403, 422);
const settling = { ...guarded, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };

/** The admins' side of reports: the list, an answer, closing. */
const adminReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onSend", privateNoStore);

  app.get(
    "/reports",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary: "Reports, newest first, by status and by what they name",
        querystring: adminReportsQuerySchema,
        response: { 200: envelopeSchema(adminReportPageSchema), ...guarded },
      },
    },
    async (request) => ok(await listReportsForAdmin(app.db, request.query)),
  );

  app.post(
    "/reports/:id/answer",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary: "Answer a report once; the reporter sees the answer",
        params: reportIdParamsSchema,
        body: reportAnswerBodySchema,
        response: { 200: envelopeSchema(adminReportSchema), ...settling },
      },
    },
    async (request) =>
      ok(
        await answerReport(app.db, currentUser(request).id, request.params.id, request.body.text),
        { en: "Your answer was sent.", fa: "پاسخ شما فرستاده شد." },
      ),
  );

  app.post(
    "/reports/:id/close",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary: "Close a report, answered or not",
        params: reportIdParamsSchema,
        response: { 200: envelopeSchema(adminReportSchema), ...settling },
      },
    },
    async (request) =>
      ok(await closeReport(app.db, currentUser(request).id, request.params.id), {
        en: "The report was closed.",
        fa: "گزارش بسته شد.",
      }),
  );

  app.post(
    "/reports/:id/block-sender",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary:
          "Stop the person behind the report's subject (a chat message's sender, a product's or shop's seller, an order's other side) from sending messages",
        params: reportIdParamsSchema,
        body: blockBodySchema,
        response: { 200: envelopeSchema(blockSchema), ...settling },
      },
    },
    async (request) =>
      ok(
        await blockReportedPerson(app.db, {
          reportId: request.params.id,
          adminId: currentUser(request).id,
          reason: request.body.reason,
        }),
        {
          en: "This person can no longer send messages.",
          fa: "این شخص دیگر نمی‌تواند پیام بفرستد.",
        },
      ),
  );
};

export default adminReportsRoutes;
