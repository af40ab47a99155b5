import {
  envelopeSchema,
  errorEnvelopeSchema,
  productIdParamsSchema,
  reviewListSchema,
  reviewsQuerySchema,
  sellerIdParamsSchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { listSubjectReviews } from "../../modules/reviews/reviews.view";
import { publicReadCacheControl } from "../../plugins/read-cache";

const reading = { 404: errorEnvelopeSchema, 422: errorEnvelopeSchema };

/** Reviews (issue 28 item 1) everyone reads: a product's and a shop's, with their summary. */
const customerReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/products/:id/reviews",
    {
      schema: {
        tags: ["reviews"],
        summary: "A product's visible reviews with their average, count and 1–5 distribution",
        description:
          "Sorted newest or most helpful first; `photos=first` puts reviews with photos first, " +
          "`photos=only` keeps only them. A product nobody reviewed answers an empty page.",
        params: productIdParamsSchema,
        querystring: reviewsQuerySchema,
        response: { 200: envelopeSchema(reviewListSchema), ...reading },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", publicReadCacheControl);
      return ok(
        await listSubjectReviews(app.db, { kind: "product", id: request.params.id }, request.query),
      );
    },
  );

  app.get(
    "/sellers/:id/reviews",
    {
      schema: {
        tags: ["reviews"],
        summary:
          "A shop's visible reviews (of the shop itself) with average, count and distribution",
        params: sellerIdParamsSchema,
        querystring: reviewsQuerySchema,
        response: { 200: envelopeSchema(reviewListSchema), ...reading },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", publicReadCacheControl);
      return ok(
        await listSubjectReviews(app.db, { kind: "shop", id: request.params.id }, request.query),
      );
    },
  );
};

export default customerReviewsRoutes;
