import {
  type Bilingual,
  envelopeSchema,
  errorEnvelopeSchema,
  type WebCacheTag,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import type { ReviewDecision, ReviewStatus } from "../../modules/review/review.states";
import {
  decideReview,
  listForReview,
  type ReviewSubject,
} from "../../modules/review/review.workflow";
import { currentUser, requireRole } from "../../plugins/session";
import { failureResponses } from "../responses";

const guarded = failureResponses(401, 403, 422);

type Decided = "approved" | "rejected" | "suspended";

/** One kind of person an admin reviews (shops, drivers): its workflow adapter, schemas, texts. */
export interface ReviewRoutes<S extends ReviewStatus | "draft", Row, Shown, Profile> {
  path: "/sellers" | "/drivers";
  subject: ReviewSubject<S, Row, Shown, Profile & { review_status: string }>;
  summaries: { list: string; review: string };
  querystring: z.ZodType<{ status: S; page: number }>;
  listItem: z.ZodType;
  params: z.ZodType<{ id: number }>;
  body: z.ZodType<{ decision: ReviewDecision; reason?: string | undefined }>;
  profile: z.ZodType;
  /** Public data a decision changes (a shop's decision lists or unlists its products). */
  revalidates?: readonly WebCacheTag[];
  decided: Record<Decided, Bilingual>;
}

/**
 * The admin's side of a review: `GET <path>` lists one review status a page at a time,
 * `POST <path>/:id/review` decides. The rules live in modules/review and the subject's module.
 */
export function reviewRoutes<S extends ReviewStatus | "draft", Row, Shown, Profile>(
  options: ReviewRoutes<S, Row, Shown, Profile>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      options.path,
      {
        onRequest: requireRole("admin"),
        schema: {
          tags: ["admin"],
          summary: options.summaries.list,
          querystring: options.querystring,
          response: { 200: envelopeSchema(z.array(options.listItem)), ...guarded },
        },
      },
      async (request, reply) => {
        // Bank details and national codes: never kept by a shared cache.
        reply.header("cache-control", "no-store");
        return ok(await listForReview(app.db, options.subject, request.query));
      },
    );

    app.post(
      `${options.path}/:id/review`,
      {
        onRequest: requireRole("admin"),
        config: options.revalidates ? { revalidates: options.revalidates } : {},
        schema: {
          tags: ["admin"],
          summary: options.summaries.review,
          params: options.params,
          body: options.body,
          response: {
            200: envelopeSchema(options.profile),
            ...guarded,
            404: errorEnvelopeSchema,
            409: errorEnvelopeSchema,
          },
        },
      },
      async (request) => {
        const profile = await decideReview(
          app.db,
          options.subject,
          { adminId: currentUser(request).id, subjectId: request.params.id },
          request.body,
        );
        return ok(profile, options.decided[profile.review_status as Decided]);
      },
    );
  };
}
