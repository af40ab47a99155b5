import {
  type CurrencyPair,
  conversionSchema,
  convertQuerySchema,
  envelopeSchema,
  errorEnvelopeSchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { convertUsd } from "../../modules/rates/rates.service";

const conversions: { path: string; pair: CurrencyPair; summary: string }[] = [
  { path: "/convert/usd-to-rial", pair: "USD_IRR", summary: "US dollars in Iranian rials" },
  { path: "/convert/usd-to-aed", pair: "USD_AED", summary: "US dollars in UAE dirhams" },
];

const ratesRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { path, pair, summary } of conversions) {
    app.get(
      path,
      {
        schema: {
          tags: ["rates"],
          summary,
          querystring: convertQuerySchema,
          response: {
            200: envelopeSchema(conversionSchema),
            422: errorEnvelopeSchema,
            503: errorEnvelopeSchema,
          },
        },
      },
      async (request) => ok(await convertUsd(app.db, pair, request.query.usd)),
    );
  }
};

export default ratesRoutes;
