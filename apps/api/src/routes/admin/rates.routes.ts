import {
  envelopeSchema,
  rateBodySchema,
  rateEntrySchema,
  rateHistoryPageSchema,
  rateHistoryQuerySchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { rateHistory, setRate } from "../../modules/rates/rates.admin";
import { currentUser, requireRole } from "../../plugins/session";
import { failureResponses } from "../responses";

const guarded = failureResponses(401, 403, 422);

/** The admin's side of the exchange rates: their history, and a new current rate. */
const adminRatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/rates",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary: "A page of a pair's rates, newest (the current one) first by default",
        querystring: rateHistoryQuerySchema,
        response: { 200: envelopeSchema(rateHistoryPageSchema), ...guarded },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await rateHistory(app.db, request.query));
    },
  );

  app.post(
    "/rates",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary: "Set a pair's rate; it is current at once and the old one stays as history",
        body: rateBodySchema,
        response: { 201: envelopeSchema(rateEntrySchema), ...guarded },
      },
    },
    async (request, reply) => {
      const entry = await setRate(app.db, currentUser(request), request.body);
      return reply.status(201).send(ok(entry, { en: "The rate was saved.", fa: "نرخ ذخیره شد." }));
    },
  );
};

export default adminRatesRoutes;
