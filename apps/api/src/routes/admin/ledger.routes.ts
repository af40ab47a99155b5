import {
  envelopeSchema,
  monthlyRevenueSchema,
  revenueQuerySchema,
  trialBalanceSchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { revenueByMonth, trialBalance } from "../../modules/ledger/ledger.reports";
import { requireRole } from "../../plugins/session";
import { failureResponses } from "../responses";

const guarded = failureResponses(401, 403, 422);

/** The ledger as the admins read it: the trial balance and the platform's monthly revenue. */
const ledgerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/ledger/trial-balance",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary: "Each account kind's total; the totals sum to zero in a healthy ledger",
        response: { 200: envelopeSchema(trialBalanceSchema), ...guarded },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await trialBalance(app.db));
    },
  );

  app.get(
    "/ledger/revenue",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary:
          "The platform's commission by month (Tehran days), Gregorian or Jalali months, the last `months` months",
        querystring: revenueQuerySchema,
        response: { 200: envelopeSchema(monthlyRevenueSchema), ...guarded },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await revenueByMonth(app.db, request.query.months, request.query.calendar));
    },
  );
};

export default ledgerAdminRoutes;
