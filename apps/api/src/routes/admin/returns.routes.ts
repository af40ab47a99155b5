import {
  adminReturnsQuerySchema,
  envelopeSchema,
  orderReturnSchema,
  returnIdParamsSchema,
  returnPageSchema,
  returnResolveBodySchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { resolveReturnDispute } from "../../flows/resolve-return-dispute";
import { ok } from "../../lib/envelope";
import { listReturnDisputes } from "../../modules/returns/returns.service";
import { currentUser, requireRole } from "../../plugins/session";
import { failureResponses, privateNoStore } from "../responses";

const guarded = failureResponses(401, 403, 422);

/** Returns the shop refused and the customer took to the admins (issue 28 item 2). */
const adminReturnsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onSend", privateNoStore);

  app.get(
    "/returns/disputes",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary: "Disputed returns, the longest waiting first",
        querystring: adminReturnsQuerySchema,
        response: { 200: envelopeSchema(returnPageSchema), ...guarded },
      },
    },
    async (request) => ok(await listReturnDisputes(app.db, request.query)),
  );

  app.post(
    "/returns/:id/resolve",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary: "End a disputed return with an amount (0 … what was asked), audited",
        description:
          "404 for an unknown return, 409 `return_state_changed` unless it is disputed, 422 " +
          "`return_amount_too_large` above what was asked.",
        params: returnIdParamsSchema,
        body: returnResolveBodySchema,
        response: {
          200: envelopeSchema(orderReturnSchema),
          ...failureResponses(401, 403, 404, 409, 422),
        },
      },
    },
    async (request) =>
      ok(
        await resolveReturnDispute(app.db, {
          adminId: currentUser(request).id,
          returnId: request.params.id,
          amountRials: request.body.amount_rials,
          note: request.body.note,
        }),
        { en: "The return was decided.", fa: "درباره درخواست مرجوعی تصمیم گرفته شد." },
      ),
  );
};

export default adminReturnsRoutes;
