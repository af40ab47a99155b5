import {
  envelopeSchema,
  orderIdParamsSchema,
  orderReturnSchema,
  orderReturnsSchema,
  returnIdParamsSchema,
  returnOfferReplyBodySchema,
  returnRequestBodySchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  askOrderReturn,
  disputeReturn,
  replyToReturnOffer,
  returnsOfCustomerOrder,
} from "../../flows/ask-return";
import { ok } from "../../lib/envelope";
import { currentUser, requireRole } from "../../plugins/session";
import { failureResponses, privateNoStore } from "../responses";

const failures = failureResponses(401, 403, 404, 409, 422);

/** The customer returns goods of a received order (issue 28 item 2; flows/ask-return.ts). */
const customerReturnsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onSend", privateNoStore);

  app.get(
    "/orders/:id/returns",
    {
      onRequest: requireRole("customer"),
      schema: {
        tags: ["returns"],
        summary: "What the customer may return of their order, the window, and its returns",
        params: orderIdParamsSchema,
        response: { 200: envelopeSchema(orderReturnsSchema), ...failures },
      },
    },
    async (request) =>
      ok(
        await returnsOfCustomerOrder(app.db, {
          customerId: currentUser(request).id,
          orderId: request.params.id,
          now: app.clock(),
        }),
      ),
  );

  app.post(
    "/orders/:id/returns",
    {
      onRequest: requireRole("customer"),
      schema: {
        tags: ["returns"],
        summary: "Ask to return chosen lines and quantities of a received order",
        description:
          "403 for another customer's order, 404 for an unknown one, 409 `return_not_allowed` " +
          "before receipt, `return_window_closed` after the return window, " +
          "`return_already_open` beside an open return; 422 for a line not on the order, " +
          "`return_quantity_exceeded` above what was bought less what was already returned, " +
          "photos that are not the customer's `return_photo` uploads.",
        params: orderIdParamsSchema,
        body: returnRequestBodySchema,
        response: { 201: envelopeSchema(orderReturnSchema), ...failures },
      },
    },
    async (request, reply) => {
      const asked = await askOrderReturn(app.db, {
        customerId: currentUser(request).id,
        orderId: request.params.id,
        body: request.body,
        now: app.clock(),
      });
      reply.code(201);
      return ok(asked, {
        en: "Your return was sent to the shop.",
        fa: "درخواست مرجوعی شما برای فروشگاه فرستاده شد.",
      });
    },
  );

  app.post(
    "/returns/:id/offer",
    {
      onRequest: requireRole("customer"),
      schema: {
        tags: ["returns"],
        summary: "Take the shop's partial offer (refunded to the wallet at once) or refuse it",
        description: "409 `return_state_changed` when there is no standing offer.",
        params: returnIdParamsSchema,
        body: returnOfferReplyBodySchema,
        response: { 200: envelopeSchema(orderReturnSchema), ...failures },
      },
    },
    async (request) => {
      const answered = await replyToReturnOffer(app.db, {
        customerId: currentUser(request).id,
        returnId: request.params.id,
        accept: request.body.accept,
      });
      return ok(
        answered,
        request.body.accept
          ? { en: "The refund is in your wallet.", fa: "مبلغ به کیف پول شما برگشت." }
          : { en: "You refused the offer.", fa: "پیشنهاد را نپذیرفتید." },
      );
    },
  );

  app.post(
    "/returns/:id/dispute",
    {
      onRequest: requireRole("customer"),
      schema: {
        tags: ["returns"],
        summary: "Take a refused return to Kesht's admins, who decide the amount",
        description:
          "409 `return_state_changed` unless the return was refused, `return_already_open` " +
          "while another return of the order is open.",
        params: returnIdParamsSchema,
        response: { 200: envelopeSchema(orderReturnSchema), ...failures },
      },
    },
    async (request) =>
      ok(
        await disputeReturn(app.db, {
          customerId: currentUser(request).id,
          returnId: request.params.id,
        }),
        { en: "Kesht will look into your return.", fa: "کشت درخواست مرجوعی شما را بررسی می‌کند." },
      ),
  );
};

export default customerReturnsRoutes;
