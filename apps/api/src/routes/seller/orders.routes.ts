import {
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
import {
  acceptSellerOrder,
  getSellerOrder,
  listSellerOrders,
} from "../../modules/orders/orders.service";
import { currentUser, requireRole } from "../../plugins/session";
import { failureResponses, privateNoStore } from "../responses";

const failures = failureResponses(401, 403, 404, 409, 422);

/** A shop's orders: new, current and past; accepting and cancelling. */
const sellerOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onSend", privateNoStore);

  app.get(
    "/orders",
    {
      onRequest: requireRole("seller"),
      schema: {
        tags: ["orders"],
        summary: "The shop's orders: new (paid), current (preparing … delivered) or past",
        querystring: ordersQuerySchema,
        response: { 200: envelopeSchema(orderPageSchema), ...failures },
      },
    },
    async (request) => ok(await listSellerOrders(app.db, currentUser(request).id, request.query)),
  );

  app.get(
    "/orders/:id",
    {
      onRequest: requireRole("seller"),
      schema: {
        tags: ["orders"],
        summary: "One of the shop's orders, with its items and history",
        params: orderIdParamsSchema,
        response: { 200: envelopeSchema(orderSchema), ...failures },
      },
    },
    async (request) => ok(await getSellerOrder(app.db, currentUser(request).id, request.params.id)),
  );

  app.post(
    "/orders/:id/accept",
    {
      onRequest: requireRole("seller"),
      schema: {
        tags: ["orders"],
        summary: "Accept a new order and start preparing it (paid → preparing)",
        params: orderIdParamsSchema,
        response: { 200: envelopeSchema(orderSchema), ...failures },
      },
    },
    async (request) =>
      ok(await acceptSellerOrder(app.db, currentUser(request).id, request.params.id), {
        en: "The order was accepted; it is now being prepared.",
        fa: "سفارش پذیرفته شد و در حال آماده‌سازی است.",
      }),
  );

  app.post(
    "/orders/:id/cancel",
    {
      onRequest: requireRole("seller"),
      schema: {
        tags: ["orders"],
        summary: "Cancel a paid or preparing order with a reason; refunded to the customer",
        params: orderIdParamsSchema,
        body: orderCancelBodySchema,
        response: { 200: envelopeSchema(orderSchema), ...failures },
      },
    },
    async (request) =>
      ok(
        await cancelOrderWithRefund(app.db, {
          by: "seller",
          actorId: currentUser(request).id,
          orderId: request.params.id,
          body: request.body,
        }),
        {
          en: "The order was cancelled and the customer refunded.",
          fa: "سفارش لغو شد و مبلغ آن به مشتری بازگشت.",
        },
      ),
  );
};

export default sellerOrdersRoutes;
