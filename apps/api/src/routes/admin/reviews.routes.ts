import { envelopeSchema, reviewIdParamsSchema, sellerReviewSchema } from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { setReviewHidden } from "../../modules/reviews/reviews.service";
import { currentUser, requireRole } from "../../plugins/session";
import { failureResponses, privateNoStore } from "../responses";

const settling = failureResponses(401, 403, 404, 409, 422);

/** From the reports desk: hide a reported review (it leaves lists and averages) or restore it. */
const adminReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onSend", privateNoStore);

  for (const [action, hidden] of [
    ["hide", true],
    ["restore", false],
  ] as const) {
    app.post(
      `/reviews/:id/${action}`,
      {
        onRequest: requireRole("admin"),
        schema: {
          tags: ["admin"],
          summary: hidden
            ? "Hide a review from every list and average (audited)"
            : "Restore a hidden review (audited)",
          description: hidden
            ? "409 `review_already_hidden` when it is hidden already."
            : "409 `review_not_hidden` when it is not hidden.",
          params: reviewIdParamsSchema,
          response: { 200: envelopeSchema(sellerReviewSchema), ...settling },
        },
      },
      async (request) =>
        ok(
          await setReviewHidden(app.db, {
            adminId: currentUser(request).id,
            reviewId: request.params.id,
            hidden,
          }),
          hidden
            ? { en: "The review is hidden.", fa: "نظر پنهان شد." }
            : { en: "The review is shown again.", fa: "نظر دوباره نمایش داده می‌شود." },
        ),
    );
  }
};

export default adminReviewsRoutes;
