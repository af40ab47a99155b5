import {
  categorySuggestionSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  searchCategoriesQuerySchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { suggestCategories } from "../../modules/search/search.service";
import { readRefs } from "../../plugins/read-cache";

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/search-categories",
    {
      schema: {
        tags: ["search"],
        summary: "Category suggestions for a search text, ranked by matching products",
        querystring: searchCategoriesQuerySchema,
        response: {
          200: envelopeSchema(z.array(categorySuggestionSchema)),
          422: errorEnvelopeSchema,
        },
      },
    },
    // Typed texts repeat (people type the same words), and the answer is the same for everyone:
    // each text is answered once until a listed product or a category changes.
    async (request, reply) =>
      app.readCache.reply(
        request,
        reply,
        () => suggestCategories(app.db, request.query),
        () => [readRefs.listings],
      ),
  );
};

export default searchRoutes;
