import { randomUUID } from "node:crypto";
import type { DatabaseHandle } from "@kesht/db";
import Fastify, { type FastifyServerOptions } from "fastify";
import { serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config";
import { validatorCompiler } from "./lib/validator";
import contentRoutes from "./modules/content/content.routes";
import geoRoutes from "./modules/geo/geo.routes";
import healthRoutes from "./modules/health/health.routes";
import ratesRoutes from "./modules/rates/rates.routes";
import database from "./plugins/database";
import docs from "./plugins/docs";
import errorHandler from "./plugins/error-handler";
import security from "./plugins/security";

export interface BuildAppOptions {
  config: Config;
  database: Pick<DatabaseHandle, "db" | "kind">;
  logger?: FastifyServerOptions["logger"];
}

/** Loads plugins in a fixed order: external → app → routes (as fastify/demo does). */
export async function buildApp({ config, database: handle, logger }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? {
      level: config.LOG_LEVEL,
      redact: ["req.headers.authorization", "req.headers.cookie"],
    },
    // A request id from the proxy is kept, so one id follows a request across both servers.
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  await app.register(errorHandler);
  await app.register(security, { config });
  await app.register(docs, { config });
  await app.register(database, { db: handle.db, kind: handle.kind });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { version: config.version });
      await api.register(geoRoutes);
      await api.register(ratesRoutes);
      await api.register(contentRoutes);
    },
    { prefix: "/api/v1" },
  );

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
