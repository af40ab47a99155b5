import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import type { Config } from "../config";

/** OpenAPI generated from the routes' zod schemas, browsable at /api/v1/docs. */
export default fp(
  async function docs(app: FastifyInstance, options: { config: Config }) {
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
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: "/api/v1/docs",
      staticCSP: true,
      uiConfig: { docExpansion: "list", deepLinking: true },
    });
  },
  { name: "docs" },
);
