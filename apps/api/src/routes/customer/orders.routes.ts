import {
  customerOrderSchema,
  envelopeSchema,
  orderCancelBodySchema,
  orderIdParamsSchema,
  orderPageSchema,
  orderSchema,
  ordersQuerySchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { cancelOrderWithRefund } from "../../flows/cancel-order";
import { ok } from "../../lib/envelope";
import { getCustomerOrder, listCustomerOrders } from "../../modules/orders/orders.service";
import { currentUser, requireRole } from "../../plugins/session";
import { failureResponses, privateNoStore } from "../responses";

const failures = failureResponses(401, 403, 404, 409, 422);

/** A customer's orders: current and past, one order, and cancelling a paid one. */
const customerOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onSend", privateNoStore);

  app.get(
    "/orders",
    {
      onRequest: requireRole("customer"),
      schema: {
        tags: ["orders"],
        summary: "The caller's orders: current (being paid … delivered) or past",
        querystring: ordersQuerySchema,
        response: { 200: envelopeSchema(orderPageSchema), ...failures },
      },
    },
    async (request) => ok(await listCustomerOrders(app.db, currentUser(request).id, request.query)),
  );

  app.get(
    "/orders/:id",
    {
      onRequest: requireRole("customer"),
      schema: {
        tags: ["orders"],
        summary:
          "One of the caller's orders, with its items and history, and its delivery code while on the way",
        params: orderIdParamsSchema,
        response: { 200: envelopeSchema(customerOrderSchema), ...failures },
      },
    },
    async (request) =>
      ok(await getCustomerOrder(app.db, currentUser(request).id, request.params.id)),
  );

  app.post(
    "/orders/:id/cancel",
    {
      onRequest: requireRole("customer"),
      schema: {
        tags: ["orders"],
        summary: "Cancel a paid order the shop has not accepted yet; refunded to the wallet",
        params: orderIdParamsSchema,
        body: orderCancelBodySchema,
        response: { 200: envelopeSchema(orderSchema), ...failures },
      },
    },
    async (request) =>
      ok(
        await cancelOrderWithRefund(app.db, {
          by: "customer",
          actorId: currentUser(request).id,
          orderId: request.params.id,
          body: request.body,
        }),
        {
          en: "The order was cancelled and its amount returned to your wallet.",
          fa: "سفارش لغو شد و مبلغ آن به کیف پول شما بازگشت.",
        },
      ),
  );
};

export default customerOrdersRoutes;
