import {
  adminOrderCancelBodySchema,
  adminOrderChatSchema,
  adminOrderDetailSchema,
  adminOrderPageSchema,
  adminOrderParamsSchema,
  adminOrdersQuerySchema,
  envelopeSchema,
  errorEnvelopeSchema,
  orderSchema,
  threadQuerySchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminOrderDetail } from "../../flows/admin-order-detail";
import { cancelDisputedLoadByAdmin } from "../../flows/cancel-disputed-load";
import { cancelOrderByAdmin } from "../../flows/cancel-order";
import { unlockOrderDeliveryCode } from "../../flows/unlock-delivery-code";
import { ok } from "../../lib/envelope";
import { orderChatForStaff } from "../../modules/conversations/conversations.service";
import { findOrderForAdmin, listOrdersForAdmin } from "../../modules/orders/orders.admin";
import { currentUser, requireRole } from "../../plugins/session";
import { failureResponses } from "../responses";

const guarded = failureResponses(401, 403, 422);

/**
 * Every order, for the admins: searched and filtered, paged; one order's page with its chat
 * (read-only); cancel with refund. A dispute is resolved at /admin/disputes/:id/resolve.
 */
const adminOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/orders",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary: "Orders by status, shop, customer and Tehran days placed; paged",
        querystring: adminOrdersQuerySchema,
        response: { 200: envelopeSchema(adminOrderPageSchema), ...guarded },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await listOrdersForAdmin(app.db, request.query));
    },
  );

  app.get(
    "/orders/:oid",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary:
          "An order: lines, people, timeline, payments, ledger lines, shipment, dispute, actions",
        params: adminOrderParamsSchema,
        response: {
          200: envelopeSchema(adminOrderDetailSchema),
          ...guarded,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await adminOrderDetail(app.db, request.params.oid));
    },
  );

  app.get(
    "/orders/:oid/chat",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary: "An order's chat, read-only (marks nothing seen); a page before `before`",
        params: adminOrderParamsSchema,
        querystring: threadQuerySchema,
        response: {
          200: envelopeSchema(adminOrderChatSchema),
          ...guarded,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      await findOrderForAdmin(app.db, request.params.oid);
      return ok(
        await orderChatForStaff(app.db, {
          orderId: request.params.oid,
          staffUserId: currentUser(request).id,
          ...(request.query.before === undefined ? {} : { before: request.query.before }),
        }),
      );
    },
  );

  app.post(
    "/orders/:oid/cancel",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary: "Cancel a paid order (paid or preparing) and refund the customer's wallet",
        params: adminOrderParamsSchema,
        body: adminOrderCancelBodySchema,
        response: {
          200: envelopeSchema(orderSchema),
          ...guarded,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) =>
      ok(
        await cancelOrderByAdmin(app.db, {
          adminId: currentUser(request).id,
          orderId: request.params.oid,
          reason: request.body.reason,
        }),
        {
          en: "The order was cancelled and the customer refunded.",
          fa: "سفارش لغو شد و مبلغ آن به مشتری بازگشت.",
        },
      ),
  );

  app.post(
    "/orders/:oid/cancel-load",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary:
          "Cancel the load of an order whose pickup the shop disputed: the driver is released, the group's orders go back to preparing (decision 045)",
        params: adminOrderParamsSchema,
        body: adminOrderCancelBodySchema,
        response: {
          200: envelopeSchema(orderSchema),
          ...guarded,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) =>
      ok(
        await cancelDisputedLoadByAdmin(app.db, {
          adminId: currentUser(request).id,
          orderId: request.params.oid,
          reason: request.body.reason,
        }),
        {
          en: "The load was cancelled and the driver released; the orders are back in preparation.",
          fa: "بار لغو شد و راننده آزاد شد؛ سفارش‌ها به آماده‌سازی بازگشتند.",
        },
      ),
  );

  app.post(
    "/orders/:oid/delivery-code/unlock",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary: "Lift a delivery code locked by five wrong codes (the customer keeps the code)",
        params: adminOrderParamsSchema,
        response: {
          200: envelopeSchema(adminOrderDetailSchema),
          ...guarded,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) =>
      ok(
        await unlockOrderDeliveryCode(app.db, {
          adminId: currentUser(request).id,
          orderId: request.params.oid,
        }),
        {
          en: "The delivery code was unlocked; the carrier may type it again.",
          fa: "کد تحویل باز شد؛ حمل‌کننده می‌تواند دوباره آن را وارد کند.",
        },
      ),
  );
};

export default adminOrdersRoutes;
