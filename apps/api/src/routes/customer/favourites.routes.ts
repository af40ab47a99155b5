import {
  envelopeSchema,
  favouriteIdsSchema,
  favouriteParamsSchema,
  favouriteProductPageSchema,
  favouriteShopPageSchema,
  favouriteStateSchema,
  favouritesQuerySchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import {
  favouriteIds,
  favouriteProduct,
  favouriteShop,
  listFavouriteProducts,
  listFavouriteShops,
} from "../../modules/catalog/watch/favourites.service";
import { currentUser, requireRole } from "../../plugins/session";
import { failureResponses, privateNoStore } from "../responses";

const reading = failureResponses(401, 403, 422);
const writing = failureResponses(401, 403, 404, 422);
const added = { en: "Saved to your favourites.", fa: "به علاقه‌مندی‌های شما اضافه شد." };
const removed = { en: "Removed from your favourites.", fa: "از علاقه‌مندی‌های شما برداشته شد." };

/** A customer's favourite products and shops (issue 30 item 1): per person, idempotent. */
const favouritesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onSend", privateNoStore);
  const guard = { onRequest: requireRole("customer") };

  app.get(
    "/favourites/ids",
    {
      ...guard,
      schema: {
        tags: ["favourites"],
        summary: "The ids of the customer's favourite products and shops, for drawing hearts",
        response: { 200: envelopeSchema(favouriteIdsSchema), ...reading },
      },
    },
    async (request) => ok(await favouriteIds(app.db, currentUser(request).id)),
  );

  app.get(
    "/favourites/products",
    {
      ...guard,
      schema: {
        tags: ["favourites"],
        summary: "The customer's favourite products that are listed, the latest first",
        querystring: favouritesQuerySchema,
        response: { 200: envelopeSchema(favouriteProductPageSchema), ...reading },
      },
    },
    async (request) =>
      ok(await listFavouriteProducts(app.db, currentUser(request).id, request.query)),
  );

  app.get(
    "/favourites/shops",
    {
      ...guard,
      schema: {
        tags: ["favourites"],
        summary: "The customer's favourite shops that are approved, the latest first",
        querystring: favouritesQuerySchema,
        response: { 200: envelopeSchema(favouriteShopPageSchema), ...reading },
      },
    },
    async (request) => ok(await listFavouriteShops(app.db, currentUser(request).id, request.query)),
  );

  for (const [segment, toggle] of [
    ["products", favouriteProduct],
    ["shops", favouriteShop],
  ] as const) {
    app.put(
      `/favourites/${segment}/:id`,
      {
        ...guard,
        schema: {
          tags: ["favourites"],
          summary: `Adds one of the ${segment} to the customer's favourites (again: no change)`,
          params: favouriteParamsSchema,
          response: { 200: envelopeSchema(favouriteStateSchema), ...writing },
        },
      },
      async (request) =>
        ok(await toggle(app.db, currentUser(request).id, request.params.id, true), added),
    );

    app.delete(
      `/favourites/${segment}/:id`,
      {
        ...guard,
        schema: {
          tags: ["favourites"],
          summary: `Takes one of the ${segment} off the customer's favourites (if there)`,
          params: favouriteParamsSchema,
          response: { 200: envelopeSchema(favouriteStateSchema), ...writing },
        },
      },
      async (request) =>
        ok(await toggle(app.db, currentUser(request).id, request.params.id, false), removed),
    );
  }
};

export default favouritesRoutes;
