import {
  adminSellerSchema,
  adminSellersQuerySchema,
  envelopeSchema,
  errorEnvelopeSchema,
  sellerIdParamsSchema,
  sellerProfileSchema,
  sellerReviewBodySchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import { listShopsForReview, reviewShop } from "../../modules/sellers/sellers.review";
import { currentUser, requireRole } from "../../plugins/session";

const guarded = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 422: errorEnvelopeSchema };

/** The admin's side of shop verification; the rules live in the sellers module. */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/sellers",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary: "Shops by review status (default: waiting for review), newest first",
        querystring: adminSellersQuerySchema,
        response: { 200: envelopeSchema(z.array(adminSellerSchema)), ...guarded },
      },
    },
    async (request, reply) => {
      // Bank details and national codes: never kept by a shared cache.
      reply.header("cache-control", "no-store");
      return ok(await listShopsForReview(app.db, request.query));
    },
  );

  app.post(
    "/sellers/:id/review",
    {
      onRequest: requireRole("admin"),
      // Approving or rejecting a shop lists or unlists its products in the category counts.
      config: { revalidates: ["catalogue"] },
      schema: {
        tags: ["admin"],
        summary:
          "Approve or reject a shop in review, suspend an approved one, reinstate a suspended one",
        params: sellerIdParamsSchema,
        body: sellerReviewBodySchema,
        response: {
          200: envelopeSchema(sellerProfileSchema),
          ...guarded,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const profile = await reviewShop(
        app.db,
        currentUser(request).id,
        request.params.id,
        request.body,
      );
      const decided = {
        approved: { en: "The shop was approved.", fa: "فروشگاه تأیید شد." },
        rejected: { en: "The shop was rejected.", fa: "فروشگاه رد شد." },
        suspended: { en: "The shop was suspended.", fa: "فروشگاه تعلیق شد." },
      }[profile.review_status as "approved" | "rejected" | "suspended"];
      return ok(profile, decided);
    },
  );
};

export default adminRoutes;
