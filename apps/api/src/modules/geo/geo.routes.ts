import {
  citiesQuerySchema,
  citySchema,
  countrySchema,
  envelopeSchema,
  errorEnvelopeSchema,
  provinceSchema,
  provincesQuerySchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import { getCities, getCountries, getProvinces } from "./geo.service";

/** Reference data changes rarely; let browsers and proxies keep it for an hour. */
const cacheHeader = "public, max-age=3600";

const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/countries",
    {
      schema: {
        tags: ["reference"],
        summary: "Countries, with bilingual names",
        response: { 200: envelopeSchema(z.array(countrySchema)) },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", cacheHeader);
      return ok(await getCountries(app.db));
    },
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
    },
    async (request, reply) => {
      reply.header("cache-control", cacheHeader);
      return ok(await getProvinces(app.db, request.query.country_id));
    },
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
    },
    async (request, reply) => {
      reply.header("cache-control", cacheHeader);
      return ok(await getCities(app.db, request.query.province_id));
    },
  );
};

export default geoRoutes;
