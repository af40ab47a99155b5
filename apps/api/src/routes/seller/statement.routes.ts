import {
  envelopeSchema,
  sellerStatementQuerySchema,
  sellerStatementSchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { sellerStatement } from "../../modules/ledger/seller-statement";
import { currentUser, requireRole } from "../../plugins/session";
import { failureResponses, privateNoStore } from "../responses";

/** The platform's monthly commission statement of the caller's shop, from the ledger. */
const sellerStatementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onSend", privateNoStore);

  app.get(
    "/statement",
    {
      onRequest: requireRole("seller"),
      schema: {
        tags: ["invoices"],
        summary:
          "The shop's monthly commission statement: orders settled, goods, commission, driver shares and net, month by month",
        querystring: sellerStatementQuerySchema,
        response: {
          200: envelopeSchema(sellerStatementSchema),
          ...failureResponses(401, 403, 422),
        },
      },
    },
    async (request) =>
      ok(
        await sellerStatement(
          app.db,
          currentUser(request).id,
          request.query.months,
          request.query.calendar,
        ),
      ),
  );
};

export default sellerStatementRoutes;
