import {
  envelopeSchema,
  orderIdParamsSchema,
  orderReturnSchema,
  orderReturnsSchema,
  returnAnswerBodySchema,
  returnIdParamsSchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { answerReturn, returnsOfSellerOrder } from "../../flows/answer-return";
import { ok } from "../../lib/envelope";
import { currentUser, requireRole } from "../../plugins/session";
import { failureResponses, privateNoStore } from "../responses";

const failures = failureResponses(401, 403, 404, 409, 422);

/** The shop answers returns of its orders (issue 28 item 2; flows/answer-return.ts). */
const sellerReturnsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onSend", privateNoStore);

  app.get(
    "/orders/:id/returns",
    {
      onRequest: requireRole("seller"),
      schema: {
        tags: ["returns"],
        summary: "The returns of one of the shop's orders",
        params: orderIdParamsSchema,
        response: { 200: envelopeSchema(orderReturnsSchema), ...failures },
      },
    },
    async (request) =>
      ok(
        await returnsOfSellerOrder(app.db, {
          sellerId: currentUser(request).id,
          orderId: request.params.id,
          now: app.clock(),
        }),
      ),
  );

  app.post(
    "/returns/:id/answer",
    {
      onRequest: requireRole("seller"),
      schema: {
        tags: ["returns"],
        summary: "Accept a return (refunded at once), offer part of the amount, or refuse it",
        description:
          "`accept` refunds what was asked from the shop's wallet (a deficit where it can't " +
          "cover it), the platform's commission on it given back; `offer` names an amount " +
          "below that (422 `return_amount_too_large` otherwise); `refuse` needs a note. " +
          "403 for another shop's return, 409 `return_state_changed` once it was answered.",
        params: returnIdParamsSchema,
        body: returnAnswerBodySchema,
        response: { 200: envelopeSchema(orderReturnSchema), ...failures },
      },
    },
    async (request) =>
      ok(
        await answerReturn(app.db, {
          sellerId: currentUser(request).id,
          returnId: request.params.id,
          answer: request.body,
        }),
        { en: "Your answer was sent to the customer.", fa: "پاسخ شما برای مشتری فرستاده شد." },
      ),
  );
};

export default sellerReturnsRoutes;
