import { Readable } from "node:stream";
import {
  adminCashRequestPageSchema,
  adminCashRequestSchema,
  adminCashRequestsPageQuerySchema,
  adminCashRequestsQuerySchema,
  cashRequestDecisionBodySchema,
  cashRequestIdParamsSchema,
  envelopeSchema,
  errorEnvelopeSchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import { recordAdminAction } from "../../modules/audit/audit.service";
import { cashRequestsCsv } from "../../modules/wallet/cash-requests.export";
import {
  decideCashRequest,
  listCashRequestsForAdmin,
  pageCashRequestsForAdmin,
} from "../../modules/wallet/cash-requests.service";
import { currentUser, requireRole } from "../../plugins/session";
import { failureResponses } from "../responses";

const guarded = failureResponses(401, 403, 422);

/** The admin's side of cash-out requests: the queue, and paying or rejecting one. */
const adminCashRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/cash-requests",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary: "Cash-out requests by status (default: pending, oldest first), with the requester",
        querystring: adminCashRequestsQuerySchema,
        response: { 200: envelopeSchema(z.array(adminCashRequestSchema)), ...guarded },
      },
    },
    async (request, reply) => {
      // Sheba numbers and mobiles: never kept by a shared cache.
      reply.header("cache-control", "no-store");
      return ok(await listCashRequestsForAdmin(app.db, request.query.status));
    },
  );

  app.get(
    "/cash-requests/paged",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary:
          "Cash-out requests of one status (default: pending), sorted by time or amount, a page at a time (the console's table)",
        querystring: adminCashRequestsPageQuerySchema,
        response: { 200: envelopeSchema(adminCashRequestPageSchema), ...guarded },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await pageCashRequestsForAdmin(app.db, request.query));
    },
  );

  app.put(
    "/cash-requests/:id",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary: "Mark a pending cash-out request paid (bank reference) or rejected (reason)",
        params: cashRequestIdParamsSchema,
        body: cashRequestDecisionBodySchema,
        response: {
          200: envelopeSchema(adminCashRequestSchema),
          ...guarded,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const decided = await decideCashRequest(
        app.db,
        currentUser(request).id,
        request.params.id,
        request.body,
      );
      return ok(
        decided,
        decided.status === "paid"
          ? { en: "Marked as paid.", fa: "پرداخت‌شده ثبت شد." }
          : {
              en: "Rejected; the amount is back in the wallet.",
              fa: "رد شد؛ مبلغ به کیف پول بازگشت.",
            },
      );
    },
  );

  app.get(
    "/cash-requests/export.csv",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary:
          "The cash-out requests of one status (default: pending) as CSV for the bank's batch: UTF-8 with a BOM, oldest first, streamed",
        querystring: adminCashRequestsQuerySchema,
        // CSV, not JSON: Fastify sends the stream as it is (`produces` would also label the
        // JSON error envelopes as CSV in the document).
        response: { 200: z.unknown().describe("text/csv; charset=utf-8, with a BOM"), ...guarded },
      },
    },
    async (request, reply) => {
      const { status } = request.query;
      // Who took the bank's list, and when: the file carries every Sheba number of the queue.
      await recordAdminAction(app.db, {
        adminUserId: currentUser(request).id,
        action: "cash_requests.export",
        targetKind: "cash_request",
        targetId: null,
        after: { status },
      });
      const day = new Date().toISOString().slice(0, 10);
      reply
        .header("cache-control", "no-store")
        .header("content-type", "text/csv; charset=utf-8")
        .header(
          "content-disposition",
          `attachment; filename="kesht-cash-outs-${status}-${day}.csv"`,
        );
      return reply.send(Readable.from(cashRequestsCsv(app.db, status)));
    },
  );
};

export default adminCashRequestsRoutes;
