import {
  contentPageQuerySchema,
  contentPageSchema,
  envelopeSchema,
  errorEnvelopeSchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { getContentPage } from "../../modules/content/content.service";

const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  // The path is the one SPEC §7 names; `content_name=app_terms` is the terms page.
  app.get(
    "/Base/Category",
    {
      schema: {
        tags: ["content"],
        summary: "A content page (terms, about us) in both languages",
        querystring: contentPageQuerySchema,
        response: {
          200: envelopeSchema(contentPageSchema),
          404: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ok(await getContentPage(app.db, request.query.content_name)),
  );
};

export default contentRoutes;
