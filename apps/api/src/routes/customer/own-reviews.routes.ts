import {
  envelopeSchema,
  helpfulVoteSchema,
  orderIdParamsSchema,
  orderItemReviewParamsSchema,
  orderReviewsSchema,
  ownReviewSchema,
  productReviewBodySchema,
  reviewIdParamsSchema,
  shopReviewBodySchema,
} from "@kesht/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import {
  editOrderReview,
  reviewOrderLine,
  reviewOrderShop,
  reviewsOfOrder,
} from "../../flows/review-order";
import { ok } from "../../lib/envelope";
import { voteHelpful } from "../../modules/reviews/reviews.service";
import { currentUser, requireRole } from "../../plugins/session";
import { failureResponses, privateNoStore } from "../responses";

const writing = failureResponses(401, 403, 404, 409, 422);
/** A review of one order line as the flows take it: the path names the line, the body says it. */
function lineReview(
  request: FastifyRequest & {
    params: z.output<typeof orderItemReviewParamsSchema>;
    body: z.output<typeof productReviewBodySchema>;
  },
) {
  return {
    customerId: currentUser(request).id,
    orderId: request.params.id,
    itemId: request.params.itemId,
    stars: request.body.stars,
    text: request.body.text,
    photoIds: request.body.photo_ids,
  };
}

/** A review of the order's shop as the flows take it. */
function shopReview(
  request: FastifyRequest & {
    params: z.output<typeof orderIdParamsSchema>;
    body: z.output<typeof shopReviewBodySchema>;
  },
) {
  return {
    customerId: currentUser(request).id,
    orderId: request.params.id,
    stars: request.body.stars,
    text: request.body.text,
  };
}

const thanks = { en: "Thank you for your review.", fa: "از نظر شما سپاس‌گزاریم." };
const saved = { en: "Your review was updated.", fa: "نظر شما به‌روز شد." };

/**
 * The customer who received an order reviews its lines and its shop (once each, edits within
 * the window); any signed-in person marks a review helpful once (issue 28 item 1).
 */
const ownReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onSend", privateNoStore);

  app.get(
    "/orders/:id/reviews",
    {
      onRequest: requireRole("customer"),
      schema: {
        tags: ["reviews"],
        summary: "What the customer may review on their order, and the reviews they wrote",
        params: orderIdParamsSchema,
        response: { 200: envelopeSchema(orderReviewsSchema), ...writing },
      },
    },
    async (request) =>
      ok(
        await reviewsOfOrder(app.db, {
          customerId: currentUser(request).id,
          orderId: request.params.id,
        }),
      ),
  );

  app.post(
    "/orders/:id/items/:itemId/review",
    {
      onRequest: requireRole("customer"),
      schema: {
        tags: ["reviews"],
        summary: "Review the product of one line of a received order (once; photos optional)",
        description:
          "403 for another customer's order, 404 for an unknown order or line, 409 " +
          "`review_not_allowed` before receipt and `already_reviewed` the second time, 422 " +
          "for photos that are not the customer's `review_photo` uploads.",
        params: orderItemReviewParamsSchema,
        body: productReviewBodySchema,
        response: { 201: envelopeSchema(ownReviewSchema), ...writing },
      },
    },
    async (request, reply) => {
      const review = await reviewOrderLine(app.db, lineReview(request));
      reply.code(201);
      return ok(review, thanks);
    },
  );

  app.patch(
    "/orders/:id/items/:itemId/review",
    {
      onRequest: requireRole("customer"),
      schema: {
        tags: ["reviews"],
        summary: "Edit one's review of a line within the edit window (photos replaced)",
        description: "404 before there is a review, 409 `review_edit_closed` after the window.",
        params: orderItemReviewParamsSchema,
        body: productReviewBodySchema,
        response: { 200: envelopeSchema(ownReviewSchema), ...writing },
      },
    },
    async (request) => ok(await editOrderReview(app.db, lineReview(request)), saved),
  );

  app.post(
    "/orders/:id/shop-review",
    {
      onRequest: requireRole("customer"),
      schema: {
        tags: ["reviews"],
        summary: "Review the shop that sold a received order (once per order)",
        description:
          "403 for another customer's order, 409 `review_not_allowed` before receipt and " +
          "`already_reviewed` the second time.",
        params: orderIdParamsSchema,
        body: shopReviewBodySchema,
        response: { 201: envelopeSchema(ownReviewSchema), ...writing },
      },
    },
    async (request, reply) => {
      const review = await reviewOrderShop(app.db, shopReview(request));
      reply.code(201);
      return ok(review, thanks);
    },
  );

  app.patch(
    "/orders/:id/shop-review",
    {
      onRequest: requireRole("customer"),
      schema: {
        tags: ["reviews"],
        summary: "Edit one's review of the order's shop within the edit window",
        params: orderIdParamsSchema,
        body: shopReviewBodySchema,
        response: { 200: envelopeSchema(ownReviewSchema), ...writing },
      },
    },
    async (request) =>
      ok(await editOrderReview(app.db, { ...shopReview(request), itemId: null }), saved),
  );

  app.post(
    "/reviews/:id/helpful",
    {
      onRequest: requireRole("customer", "seller", "driver", "admin"),
      schema: {
        tags: ["reviews"],
        summary: "Mark a review helpful, once per signed-in person",
        description:
          "403 on one's own review, 404 for a hidden or unknown one, 409 the second time.",
        params: reviewIdParamsSchema,
        response: { 200: envelopeSchema(helpfulVoteSchema), ...writing },
      },
    },
    async (request) =>
      ok(
        await voteHelpful(app.db, { userId: currentUser(request).id, reviewId: request.params.id }),
        { en: "Thank you: marked as helpful.", fa: "سپاس: مفید علامت خورد." },
      ),
  );
};

export default ownReviewsRoutes;
