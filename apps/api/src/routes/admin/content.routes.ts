import {
  contentNameParamsSchema,
  contentPageBodySchema,
  contentPageSchema,
  envelopeSchema,
  errorEnvelopeSchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error";
import { ok } from "../../lib/envelope";
import { listContentPages, saveContentPageAsAdmin } from "../../modules/content/content.admin";
import { currentUser, requireRole } from "../../plugins/session";
import { failureResponses } from "../responses";

const guarded = failureResponses(401, 403, 422);

/** The admin's side of the terms and about-us pages. */
const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/content",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary: "The content pages (terms, about us) as stored",
        response: { 200: envelopeSchema(z.array(contentPageSchema)), ...guarded },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await listContentPages(app.db));
    },
  );

  app.get(
    "/content/:name",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary: "One content page as stored, for the editor",
        params: contentNameParamsSchema,
        response: { 200: envelopeSchema(contentPageSchema), ...guarded, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const page = (await listContentPages(app.db)).find(
        (candidate) => candidate.content_name === request.params.name,
      );
      if (!page) throw new AppError("not_found");
      return ok(page);
    },
  );

  app.put(
    "/content/:name",
    {
      onRequest: requireRole("admin"),
      config: { revalidates: ["content"] },
      schema: {
        tags: ["admin"],
        summary: "Save a content page in both languages (bodies sanitised before they are stored)",
        params: contentNameParamsSchema,
        body: contentPageBodySchema,
        response: { 200: envelopeSchema(contentPageSchema), ...guarded },
      },
    },
    async (request) =>
      ok(
        await saveContentPageAsAdmin(
          app.db,
          currentUser(request),
          request.params.name,
          request.body,
        ),
        { en: "The page was saved.", fa: "صفحه ذخیره شد." },
      ),
  );
};

export default adminContentRoutes;
