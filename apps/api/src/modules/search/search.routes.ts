import {
  categorySuggestionSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  searchCategoriesQuerySchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import { suggestCategories } from "./search.service";

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
    async (request, reply) => {
      // Typed texts repeat (people type the same words); a short shared cache absorbs that.
      reply.header("cache-control", "public, max-age=30");
      return ok(await suggestCategories(app.db, request.query));
    },
  );
};

export default searchRoutes;
