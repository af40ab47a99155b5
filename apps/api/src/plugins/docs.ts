import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { errorEnvelopeSchema, IDEMPOTENCY_HEADER } from "@kesht/contracts";
import type { FastifyInstance, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import type { Config } from "../config";
import { IDEMPOTENCY_KEY_MAX } from "../lib/idempotency";
import { guardOf } from "./session";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route requires an `Idempotency-Key` header (lib/idempotency.ts). */
    idempotencyKey?: boolean;
    /**
     * The JSON schema of a body the route reads itself (a multipart upload), for the
     * document only: Fastify's validation would look for a parsed body that is not there.
     */
    documentedBody?: Record<string, unknown>;
  }
}

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The error statuses a route can answer, from what it is rather than a hand list per route
 * (decision 015): every route can be rate limited (429) and refused by the HTTP parser for a
 * request that never finished (408) or a URL or headers over 16 kB (431); a guarded one
 * answers 401, and 403 when it is for some roles only; a write can meet a malformed, foreign
 * or too deeply nested body (400), one too large (413),
 * a refused cookie origin (403) and a lost race (409); a route with input answers 422 for a
 * bad one; one with path parameters answers 404 for a missing thing and 414 for a path too
 * long, and one with a body 404 for a thing it names that does not exist. Statuses a route
 * lists itself (its own 409s, 503s…) stay as it wrote them.
 */
export function errorStatusesOf(route: Pick<RouteOptions, "method" | "onRequest" | "schema">) {
  const statuses = new Set<number>([408, 429, 431]);
  const methods = [route.method].flat().map(String);
  const schema = route.schema ?? {};
  const guard = guardOf(route.onRequest);
  if (guard) statuses.add(401);
  if (guard === "role") statuses.add(403);
  if (methods.some((method) => !safeMethods.has(method))) {
    for (const status of [400, 403, 409, 413]) statuses.add(status);
  }
  if (schema.params || schema.querystring || schema.body || schema.headers) statuses.add(422);
  if (schema.params) {
    statuses.add(404);
    statuses.add(414);
  }
  if (schema.body) statuses.add(404);
  return [...statuses].sort((a, b) => a - b);
}

/** The transformed route with its `documentedBody`, if it has one, as its body. */
function withDocumentedBody<T extends { schema: unknown }>(
  transformed: T,
  config: { documentedBody?: Record<string, unknown> } | undefined,
): T {
  if (!config?.documentedBody) return transformed;
  const schema = transformed.schema as Record<string, unknown>;
  return { ...transformed, schema: { ...schema, body: config.documentedBody } };
}

/** OpenAPI generated from the routes' zod schemas, browsable at /api/v1/docs. */
export default fp(
  async function docs(app: FastifyInstance, options: { config: Config }) {
    // Every route's error answers join its response schemas: the document then lists them,
    // and the error envelope is serialised through its schema like any other answer.
    app.addHook("onRoute", (route) => {
      const schema = route.schema as (Record<string, unknown> & { hide?: boolean }) | undefined;
      if (!schema || schema.hide) return;
      const response = { ...((schema.response as Record<string, unknown>) ?? {}) };
      for (const status of errorStatusesOf(route)) response[status] ??= errorEnvelopeSchema;
      route.schema = { ...schema, response };
    });

    await app.register(swagger, {
      openapi: {
        info: {
          title: "Kesht API",
          description:
            "Every response is the envelope { status, message, messages: { fa, en }, " +
            "errors: { fa, en }, data }.",
          version: options.config.version,
        },
      },
      transform(input) {
        const transformed = withDocumentedBody(jsonSchemaTransform(input), input.route.config);
        if (!input.route.config?.idempotencyKey) return transformed;
        // Declared here rather than validated by a schema, so a missing key keeps its own
        // error (422 `idempotency_key_required`) with its explanation.
        const schema = transformed.schema as Record<string, unknown>;
        return {
          ...transformed,
          schema: {
            ...schema,
            headers: {
              type: "object",
              required: [IDEMPOTENCY_HEADER],
              properties: {
                [IDEMPOTENCY_HEADER]: {
                  type: "string",
                  minLength: 1,
                  maxLength: IDEMPOTENCY_KEY_MAX,
                  description:
                    "One per user action (a UUID): a retry with the same key and body gets the first answer again.",
                },
              },
            },
          },
        } as typeof transformed;
      },
    });
    await app.register(swaggerUi, {
      routePrefix: "/api/v1/docs",
      staticCSP: true,
      uiConfig: { docExpansion: "list", deepLinking: true },
    });
  },
  { name: "docs" },
);
