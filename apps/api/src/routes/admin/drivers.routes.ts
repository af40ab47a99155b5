import {
  adminDriverSchema,
  adminDriversQuerySchema,
  driverIdParamsSchema,
  driverProfileSchema,
  driverReviewBodySchema,
  envelopeSchema,
  errorEnvelopeSchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import { listDriversForReview, reviewDriver } from "../../modules/drivers/drivers.review";
import { currentUser, requireRole } from "../../plugins/session";

const guarded = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 422: errorEnvelopeSchema };

/** The admin's side of driver verification; the rules live in drivers.review.ts. */
const adminDriversRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/drivers",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary: "Drivers by review status (default: waiting for review), newest first",
        querystring: adminDriversQuerySchema,
        response: { 200: envelopeSchema(z.array(adminDriverSchema)), ...guarded },
      },
    },
    async (request, reply) => {
      // Sheba and national codes: never kept by a shared cache.
      reply.header("cache-control", "no-store");
      return ok(await listDriversForReview(app.db, request.query));
    },
  );

  app.post(
    "/drivers/:id/review",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary: "Approve a driver, or reject them with a reason",
        params: driverIdParamsSchema,
        body: driverReviewBodySchema,
        response: {
          200: envelopeSchema(driverProfileSchema),
          ...guarded,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const profile = await reviewDriver(
        app.db,
        currentUser(request).id,
        request.params.id,
        request.body,
      );
      const decided = {
        approved: { en: "The driver was approved.", fa: "راننده تأیید شد." },
        rejected: { en: "The driver was rejected.", fa: "راننده رد شد." },
        suspended: { en: "The driver was suspended.", fa: "راننده تعلیق شد." },
      }[profile.review_status as "approved" | "rejected" | "suspended"];
      return ok(profile, decided);
    },
  );
};

export default adminDriversRoutes;
