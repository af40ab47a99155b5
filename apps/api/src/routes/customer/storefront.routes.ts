import {
  customerProductsQuerySchema,
  customerSellersQuerySchema,
  envelopeSchema,
  productDetailSchema,
  productIdParamsSchema,
  productPageSchema,
  sellerIdParamsSchema,
  shopDetailSchema,
  shopPageSchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import {
  getProduct,
  getShop,
  listProducts,
  listShops,
} from "../../modules/catalog/storefront.service";
import { readRefs } from "../../plugins/read-cache";
import { failureResponses } from "../responses";

/**
 * A shop's page is public and the same for everyone, so shared caches may keep it briefly: a
 * seller's change shows within half a minute, and a burst of visitors costs the database one
 * query.
 */
const storefrontCache = "public, max-age=30";

const failures = failureResponses(404, 422);

const storefrontRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/products",
    {
      schema: {
        tags: ["storefront"],
        summary: "Listed products: filters, search, sort and pages",
        querystring: customerProductsQuerySchema,
        response: { 200: envelopeSchema(productPageSchema), ...failures },
      },
    },
    // The same list for everyone who asks (signed in or not): any product's change may move it.
    async (request, reply) =>
      app.readCache.reply(
        request,
        reply,
        () => listProducts(app.db, request.query),
        () => [readRefs.listings],
      ),
  );

  app.get(
    "/products/:id",
    {
      schema: {
        tags: ["storefront"],
        summary: "A listed product's page: images, properties, category and shop",
        params: productIdParamsSchema,
        response: { 200: envelopeSchema(productDetailSchema), ...failures },
      },
    },
    // The same page for everyone; it shows the product, its shop and its categories.
    async (request, reply) =>
      app.readCache.reply(
        request,
        reply,
        () => getProduct(app.db, request.params.id),
        (product) => [
          readRefs.product(product.id),
          readRefs.shop(product.seller.id),
          readRefs.category(product.category.id),
          ...(product.subcategory ? [readRefs.category(product.subcategory.id)] : []),
        ],
      ),
  );

  app.get(
    "/sellers",
    {
      schema: {
        tags: ["storefront"],
        summary: "Approved shops, most listed products first",
        querystring: customerSellersQuerySchema,
        response: { 200: envelopeSchema(shopPageSchema), ...failures },
      },
    },
    // The same list for everyone: a shop's own change, or any listed product's, may move it.
    async (request, reply) =>
      app.readCache.reply(
        request,
        reply,
        () => listShops(app.db, request.query),
        () => [readRefs.listings],
      ),
  );

  app.get(
    "/sellers/:id",
    {
      schema: {
        tags: ["storefront"],
        summary: "An approved shop's page",
        params: sellerIdParamsSchema,
        response: { 200: envelopeSchema(shopDetailSchema), ...failures },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", storefrontCache);
      return ok(await getShop(app.db, request.params.id));
    },
  );
};

export default storefrontRoutes;
