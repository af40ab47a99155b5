import {
  envelopeSchema,
  reviewAnswerBodySchema,
  reviewIdParamsSchema,
  sellerReviewPageSchema,
  sellerReviewSchema,
  sellerReviewsQuerySchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { answerReview, listSellerReviews } from "../../modules/reviews/reviews.service";
import { currentUser, requireRole } from "../../plugins/session";
import { failureResponses, privateNoStore } from "../responses";

const guarded = failureResponses(401, 403, 422);

/** The shop's reviews (of its products and of itself) and its one public answer to each. */
const sellerReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onSend", privateNoStore);

  app.get(
    "/reviews",
    {
      onRequest: requireRole("seller"),
      schema: {
        tags: ["reviews"],
        summary: "The shop's reviews, newest first, hidden ones marked",
        querystring: sellerReviewsQuerySchema,
        response: { 200: envelopeSchema(sellerReviewPageSchema), ...guarded },
      },
    },
    async (request) => ok(await listSellerReviews(app.db, currentUser(request).id, request.query)),
  );

  app.post(
    "/reviews/:id/answer",
    {
      onRequest: requireRole("seller"),
      schema: {
        tags: ["reviews"],
        summary: "Answer a review of the shop or its products, once, publicly",
        description:
          "404 for another shop's review, 409 `review_already_answered` the second time.",
        params: reviewIdParamsSchema,
        body: reviewAnswerBodySchema,
        response: {
          200: envelopeSchema(sellerReviewSchema),
          ...guarded,
          ...failureResponses(404, 409),
        },
      },
    },
    async (request) =>
      ok(
        await answerReview(app.db, {
          sellerId: currentUser(request).id,
          reviewId: request.params.id,
          text: request.body.text,
        }),
        { en: "Your answer was published.", fa: "پاسخ شما منتشر شد." },
      ),
  );
};

export default sellerReviewsRoutes;
