import {
  type Bilingual,
  envelopeSchema,
  errorEnvelopeSchema,
  type WebCacheTag,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";

import { currentUser, requireRole } from "../../plugins/session";

const guarded = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 422: errorEnvelopeSchema };

type Decided = "approved" | "rejected" | "suspended";

/** One kind of person an admin reviews (shops, drivers): its schemas, texts and service. */
export interface ReviewRoutes<Query extends z.ZodType, Body extends z.ZodType> {
  path: "/sellers" | "/drivers";
  summaries: { list: string; review: string };
  querystring: Query;
  listItem: z.ZodType;
  params: z.ZodType<{ id: number }>;
  body: Body;
  profile: z.ZodType;
  /** Public data a decision changes (a shop's decision lists or unlists its products). */
  revalidates?: readonly WebCacheTag[];
  decided: Record<Decided, Bilingual>;
  list(db: Database, query: z.output<Query>): Promise<unknown[]>;
  review(
    db: Database,
    adminId: number,
    id: number,
    body: z.output<Body>,
  ): Promise<{ review_status: string }>;
}

/**
 * The admin's side of a review: `GET <path>` lists one review status a page at a time,
 * `POST <path>/:id/review` decides. The rules live in modules/review and the subject's module.
 */
export function reviewRoutes<Query extends z.ZodType, Body extends z.ZodType>(
  subject: ReviewRoutes<Query, Body>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      subject.path,
      {
        onRequest: requireRole("admin"),
        schema: {
          tags: ["admin"],
          summary: subject.summaries.list,
          querystring: subject.querystring,
          response: { 200: envelopeSchema(z.array(subject.listItem)), ...guarded },
        },
      },
      async (request, reply) => {
        // Bank details and national codes: never kept by a shared cache.
        reply.header("cache-control", "no-store");
        return ok(await subject.list(app.db, request.query as z.output<Query>));
      },
    );

    app.post(
      `${subject.path}/:id/review`,
      {
        onRequest: requireRole("admin"),
        config: subject.revalidates ? { revalidates: subject.revalidates } : {},
        schema: {
          tags: ["admin"],
          summary: subject.summaries.review,
          params: subject.params,
          body: subject.body,
          response: {
            200: envelopeSchema(subject.profile),
            ...guarded,
            404: errorEnvelopeSchema,
            409: errorEnvelopeSchema,
          },
        },
      },
      async (request) => {
        const { id } = request.params as { id: number };
        const body = request.body as z.output<Body>;
        const profile = await subject.review(app.db, currentUser(request).id, id, body);
        return ok(profile, subject.decided[profile.review_status as Decided]);
      },
    );
  };
}
