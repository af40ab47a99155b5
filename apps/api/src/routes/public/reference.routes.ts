import {
  bannerSchema,
  bannersQuerySchema,
  categoryPropertiesQuerySchema,
  categoryPropertySchema,
  categorySchema,
  envelopeSchema,
  errorEnvelopeSchema,
  packageTypeSchema,
  productPropertyValueSchema,
  queryId,
  stockTypeSchema,
  subCategoriesQuerySchema,
  translateTitleQuerySchema,
  translateTitleSchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import {
  getBanners,
  getCategories,
  getCategoryProperties,
  getPackageTypes,
  getProductPropertyValues,
  getStockTypes,
  getSubcategories,
} from "../../modules/catalog/reference.service";
import { translateTitle } from "../../modules/catalog/translate/translate-title";
import { noReferences, readRefs } from "../../plugins/read-cache";
import { failureResponses } from "../responses";

/**
 * Reference data changes only when an admin edits it; five minutes of caching spares the
 * database on every page while an edit still shows up soon. Product counts ride along and
 * may lag by as much, which a count on a category tile can afford.
 */
const referenceCache = "public, max-age=300";
/** Reference data is answered from the read cache (docs/read-cache.md) with that header. */
const cached = { cacheControl: referenceCache };
/** The same answer for everyone: a GET does not look the caller's session up. */
const sessionless = { sessionless: true };

const failures = failureResponses(404, 422);

/** `GET /Product/Properties?product_id=` (SPEC §7's spelling). */
const productPropertiesQuerySchema = z.strictObject({ product_id: queryId() });

const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/categories",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Top-level categories in display order, with their listed product counts",
        response: { 200: envelopeSchema(z.array(categorySchema)) },
      },
      config: sessionless,
    },
    // Counts move with any listed product, titles with any category (both announce "listings").
    async (request, reply) =>
      app.readCache.reply(
        request,
        reply,
        () => getCategories(app.db),
        () => [readRefs.listings],
      ),
  );

  app.get(
    "/product/sub-categories",
    {
      schema: {
        tags: ["catalogue"],
        summary: "The subcategories of a category (all of them without category_id)",
        querystring: subCategoriesQuerySchema,
        response: { 200: envelopeSchema(z.array(categorySchema)), ...failures },
      },
      config: sessionless,
    },
    // Titles and order move with any category, which announces "listings".
    async (request, reply) =>
      app.readCache.reply(
        request,
        reply,
        () => getSubcategories(app.db, request.query.category_id),
        () => [readRefs.listings],
        cached,
      ),
  );

  app.get(
    "/products/properties",
    {
      schema: {
        tags: ["catalogue"],
        summary:
          "The properties products of a category describe, with the options of a subcategory (category_id may name it, or subcategory_id)",
        querystring: categoryPropertiesQuerySchema,
        response: { 200: envelopeSchema(z.array(categoryPropertySchema)), ...failures },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", referenceCache);
      return ok(await getCategoryProperties(app.db, request.query));
    },
  );

  app.get(
    "/Product/Properties",
    {
      schema: {
        tags: ["catalogue"],
        summary: "A listed product's property values, with titles in both languages",
        querystring: productPropertiesQuerySchema,
        response: { 200: envelopeSchema(z.array(productPropertyValueSchema)), ...failures },
      },
    },
    async (request, reply) => {
      // A seller may change the values at any time; only briefly cached, like product lists.
      reply.header("cache-control", "public, max-age=30");
      return ok(await getProductPropertyValues(app.db, request.query.product_id));
    },
  );

  app.get(
    "/stock-types",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Units stock is counted in, kilogram first",
        response: { 200: envelopeSchema(z.array(stockTypeSchema)) },
      },
      config: sessionless,
    },
    async (request, reply) =>
      app.readCache.reply(request, reply, () => getStockTypes(app.db), noReferences, cached),
  );

  app.get(
    "/package-types",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Packaging a shipment can use",
        response: { 200: envelopeSchema(z.array(packageTypeSchema)) },
      },
      config: sessionless,
    },
    // Package types have no trigger: the admin's writes announce them (announceReferenceChange).
    async (request, reply) =>
      app.readCache.reply(request, reply, () => getPackageTypes(app.db), noReferences, cached),
  );

  app.get(
    "/banners",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Active banners of a position on a client app, in order",
        querystring: bannersQuerySchema,
        response: { 200: envelopeSchema(z.array(bannerSchema)), 422: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", referenceCache);
      return ok(await getBanners(app.db, request.query));
    },
  );

  app.get(
    "/translate-title",
    {
      schema: {
        tags: ["catalogue"],
        summary: "A latin name suggested for a Persian product title",
        querystring: translateTitleQuerySchema,
        response: { 200: envelopeSchema(translateTitleSchema), 422: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      // The same title always gives the same suggestion.
      reply.header("cache-control", "public, max-age=3600");
      return ok(translateTitle(request.query.title));
    },
  );
};

export default referenceRoutes;
