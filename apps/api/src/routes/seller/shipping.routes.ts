import {
  deliveredBodySchema,
  envelopeSchema,
  groupIdParamsSchema,
  loadAnswerBodySchema,
  loadingRequestBodySchema,
  loadingRequestChangeSchema,
  loadingRequestPageSchema,
  loadQuestionParamsSchema,
  orderGroupBodySchema,
  orderGroupPageSchema,
  orderGroupSchema,
  selfLoadingBodySchema,
  shippingIdParamsSchema,
  shippingPageQuerySchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { acceptProposal } from "../../flows/accept-proposal";
import { cancelLoadingRequest } from "../../flows/cancel-loading-request";
import { changeLoadingRequest } from "../../flows/change-loading-request";
import { groupOrders } from "../../flows/group-orders";
import { answerLoadQuestion } from "../../flows/load-questions";
import { deliverSelfLoaded, startSelfLoading } from "../../flows/self-loading";
import { sendGroupLoadingRequest, sendOrderLoadingRequest } from "../../flows/send-loading-request";
import { ok } from "../../lib/envelope";
import { proofFromBody } from "../../modules/delivery-codes/delivery-codes.service";
import {
  getSellerGroup,
  listSellerGroups,
  listSellerLoadingRequests,
} from "../../modules/shipping/shipping.seller";
import { currentUser, requireRole } from "../../plugins/session";
import { failureResponses, privateNoStore } from "../responses";

const failures = failureResponses(401, 403, 404, 409, 422);
const groupResponse = { 200: envelopeSchema(orderGroupSchema), ...failures };
const idParams = shippingIdParamsSchema;
const requestSent = {
  en: "The loading request was sent to drivers.",
  fa: "درخواست بارگیری برای رانندگان فرستاده شد.",
};

/** A shop's shipments: groups, loading requests, choosing a driver, carrying it itself. */
const sellerShippingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onSend", privateNoStore);
  const seller = { onRequest: requireRole("seller") };

  app.post(
    "/order-groups",
    {
      ...seller,
      schema: {
        tags: ["shipping"],
        summary: "Put preparing orders to one destination city into a group (a shipment)",
        body: orderGroupBodySchema,
        response: groupResponse,
      },
    },
    async (request) =>
      ok(
        await groupOrders(app.db, {
          sellerId: currentUser(request).id,
          orderIds: request.body.order_ids,
        }),
        { en: "The orders were grouped into one shipment.", fa: "سفارش‌ها در یک محموله گروه شدند." },
      ),
  );

  app.get(
    "/order-groups",
    {
      ...seller,
      schema: {
        tags: ["shipping"],
        summary: "The shop's shipments, newest first",
        querystring: shippingPageQuerySchema,
        response: { 200: envelopeSchema(orderGroupPageSchema), ...failures },
      },
    },
    async (request) => ok(await listSellerGroups(app.db, currentUser(request).id, request.query)),
  );

  app.get(
    "/order-groups/:gid",
    {
      ...seller,
      schema: {
        tags: ["shipping"],
        summary: "One shipment: orders, status, loading request with proposals, driver",
        params: groupIdParamsSchema,
        response: groupResponse,
      },
    },
    async (request) =>
      ok(await getSellerGroup(app.db, currentUser(request).id, request.params.gid)),
  );

  app.post(
    "/order-groups/:gid/loading-request",
    {
      ...seller,
      schema: {
        tags: ["shipping"],
        summary: "Ask drivers to carry a shipment (its orders: preparing → awaiting_driver)",
        params: groupIdParamsSchema,
        body: loadingRequestBodySchema,
        response: groupResponse,
      },
    },
    async (request) =>
      ok(
        await sendGroupLoadingRequest(app.db, {
          sellerId: currentUser(request).id,
          groupId: request.params.gid,
          body: request.body,
          now: app.clock(),
        }),
        requestSent,
      ),
  );

  app.post(
    "/orders/:id/loading-request",
    {
      ...seller,
      schema: {
        tags: ["shipping"],
        summary: "Ask drivers to carry one order (a group of one; preparing → awaiting_driver)",
        params: idParams,
        body: loadingRequestBodySchema,
        response: groupResponse,
      },
    },
    async (request) =>
      ok(
        await sendOrderLoadingRequest(app.db, {
          sellerId: currentUser(request).id,
          orderId: request.params.id,
          body: request.body,
          now: app.clock(),
        }),
        requestSent,
      ),
  );

  app.get(
    "/loading-requests",
    {
      ...seller,
      schema: {
        tags: ["shipping"],
        summary: "The shop's loading requests, newest first, with their proposal counts",
        querystring: shippingPageQuerySchema,
        response: { 200: envelopeSchema(loadingRequestPageSchema), ...failures },
      },
    },
    async (request) =>
      ok(await listSellerLoadingRequests(app.db, currentUser(request).id, request.query)),
  );

  app.patch(
    "/loading-requests/:id",
    {
      ...seller,
      schema: {
        tags: ["shipping"],
        summary:
          "Change an open loading request (weight, day, needs…): pending proposals become stale and their drivers are asked to propose again",
        params: idParams,
        body: loadingRequestChangeSchema,
        response: groupResponse,
      },
    },
    async (request) =>
      ok(
        await changeLoadingRequest(app.db, {
          sellerId: currentUser(request).id,
          requestId: request.params.id,
          change: request.body,
          now: app.clock(),
        }),
        {
          en: "The loading request was changed; the drivers were asked to propose again.",
          fa: "درخواست بارگیری تغییر کرد و از رانندگان خواسته شد دوباره پیشنهاد بدهند.",
        },
      ),
  );

  app.post(
    "/loading-requests/:id/questions/:qid/answer",
    {
      ...seller,
      schema: {
        tags: ["shipping"],
        summary: "Answer a driver's question on a loading request, once (every driver sees it)",
        params: loadQuestionParamsSchema,
        body: loadAnswerBodySchema,
        response: groupResponse,
      },
    },
    async (request) =>
      ok(
        await answerLoadQuestion(app.db, {
          sellerId: currentUser(request).id,
          requestId: request.params.id,
          questionId: request.params.qid,
          answer: request.body.answer,
        }),
        { en: "Your answer was sent to the drivers.", fa: "پاسخ شما برای رانندگان فرستاده شد." },
      ),
  );

  app.post(
    "/loading-requests/:id/cancel",
    {
      ...seller,
      schema: {
        tags: ["shipping"],
        summary: "Withdraw an open loading request (its orders go back to preparing)",
        params: idParams,
        response: groupResponse,
      },
    },
    async (request) =>
      ok(
        await cancelLoadingRequest(app.db, {
          sellerId: currentUser(request).id,
          requestId: request.params.id,
        }),
        {
          en: "The loading request was cancelled; the orders are back in preparation.",
          fa: "درخواست بارگیری لغو شد و سفارش‌ها به آماده‌سازی بازگشتند.",
        },
      ),
  );

  app.post(
    "/proposals/:id/accept",
    {
      ...seller,
      schema: {
        tags: ["shipping"],
        summary: "Choose a driver's proposal (others declined; orders → driver_assigned)",
        params: idParams,
        response: groupResponse,
      },
    },
    async (request) =>
      ok(
        await acceptProposal(app.db, {
          sellerId: currentUser(request).id,
          proposalId: request.params.id,
        }),
        {
          en: "The driver was chosen; the other proposals were declined.",
          fa: "راننده انتخاب شد و پیشنهادهای دیگر رد شدند.",
        },
      ),
  );

  app.post(
    "/orders/:id/self-loading",
    {
      ...seller,
      schema: {
        tags: ["shipping"],
        summary: "Carry an order with the shop's own delivery (preparing → in_transit)",
        params: idParams,
        body: selfLoadingBodySchema,
        response: groupResponse,
      },
    },
    async (request) =>
      ok(
        await startSelfLoading(app.db, {
          sellerId: currentUser(request).id,
          orderId: request.params.id,
          expectedDeliveryAt: new Date(request.body.expected_delivery_at),
          now: app.clock(),
        }),
        { en: "The order is on its way.", fa: "سفارش در راه است." },
      ),
  );

  app.post(
    "/orders/:id/delivered",
    {
      ...seller,
      schema: {
        tags: ["shipping"],
        summary:
          "Mark a self-loaded order delivered (in_transit → delivered) with the customer's code, or why there was none and a photo",
        params: idParams,
        body: deliveredBodySchema,
        response: { ...groupResponse, ...failureResponses(423) },
      },
    },
    async (request) =>
      ok(
        await deliverSelfLoaded(app.db, {
          sellerId: currentUser(request).id,
          orderId: request.params.id,
          proof: proofFromBody(request.body),
        }),
        { en: "The order was marked delivered.", fa: "سفارش تحویل‌شده ثبت شد." },
      ),
  );
};

export default sellerShippingRoutes;
