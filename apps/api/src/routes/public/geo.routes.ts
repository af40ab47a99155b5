import {
  citiesQuerySchema,
  citySchema,
  countrySchema,
  envelopeSchema,
  errorEnvelopeSchema,
  placeSchema,
  placesQuerySchema,
  provinceSchema,
  provincesQuerySchema,
  roles,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import type { Geocoder } from "../../lib/geocoder";
import { getCities, getCountries, getProvinces } from "../../modules/geo/geo.service";
import { searchPlaces } from "../../modules/geo/places.service";
import { noReferences } from "../../plugins/read-cache";
import { requireRole } from "../../plugins/session";

/**
 * Reference data changes rarely; let browsers and proxies keep it for an hour. The API keeps
 * each answer in the read cache, dropped on every instance when places change (docs/read-cache.md).
 */
const cacheHeader = "public, max-age=3600";
const cached = { cacheControl: cacheHeader };
/** The same answer for everyone: a GET does not look the caller's session up. */
const sessionless = { sessionless: true };

/**
 * Each search costs a call to the geocoder, whose public server allows about one a second for
 * the whole site: a person typing a few searches is far below this.
 */
const placeSearchesPerMinute = 20;

const geoRoutes: FastifyPluginAsyncZod<{ geocoder: Geocoder }> = async (app, options) => {
  app.get(
    "/countries",
    {
      schema: {
        tags: ["reference"],
        summary: "Countries, with bilingual names",
        response: { 200: envelopeSchema(z.array(countrySchema)) },
      },
      config: sessionless,
    },
    async (request, reply) =>
      app.readCache.reply(request, reply, () => getCountries(app.db), noReferences, cached),
  );

  app.get(
    "/provinces",
    {
      schema: {
        tags: ["reference"],
        summary: "Provinces (or emirates) of a country",
        querystring: provincesQuerySchema,
        response: {
          200: envelopeSchema(z.array(provinceSchema)),
          404: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
        },
      },
      config: sessionless,
    },
    async (request, reply) =>
      app.readCache.reply(
        request,
        reply,
        () => getProvinces(app.db, request.query.country_id),
        noReferences,
        cached,
      ),
  );

  app.get(
    "/cities",
    {
      schema: {
        tags: ["reference"],
        summary: "Cities of a province",
        querystring: citiesQuerySchema,
        response: {
          200: envelopeSchema(z.array(citySchema)),
          404: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
        },
      },
      config: sessionless,
    },
    async (request, reply) =>
      app.readCache.reply(
        request,
        reply,
        () => getCities(app.db, request.query.province_id),
        noReferences,
        cached,
      ),
  );

  app.get(
    "/geo/places",
    {
      schema: {
        tags: ["reference"],
        summary:
          "Places in Iran and the UAE matching a text (a street, a square), for the map pickers",
        querystring: placesQuerySchema,
        response: {
          200: envelopeSchema(z.array(placeSchema)),
          401: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
          503: errorEnvelopeSchema,
        },
      },
      // Signed-in people only: the pickers are behind sign-in, and the geocoder's quota is shared.
      onRequest: requireRole(...roles, "unregistered"),
      config: { rateLimit: { max: placeSearchesPerMinute, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, max-age=3600");
      return ok(await searchPlaces(options.geocoder, request.query, request.log));
    },
  );
};

export default geoRoutes;
