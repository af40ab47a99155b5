import { randomUUID } from "node:crypto";
import type { DatabaseHandle } from "@kesht/db";
import Fastify, { type FastifyServerOptions, LogController } from "fastify";
import { serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config";
import jobs from "./jobs/jobs.plugin";
import type { EmailProvider } from "./lib/email";
import { createGeocoder } from "./lib/geocoder";
import type { PushProvider } from "./lib/push";
import { answerSocketError, boundJsonBodies, maxJsonBytes } from "./lib/request-bounds";
import { createSmsProvider, type SmsProvider } from "./lib/sms";
import { createStorage } from "./lib/storage";
import storage from "./lib/storage/storage.plugin";
import { validatorCompiler } from "./lib/validator";
import captcha from "./modules/captcha/captcha.plugin";
import conversationHub from "./modules/conversations/conversations.hub";
import metrics from "./modules/health/metrics.plugin";
import settlement from "./modules/settlement/settlement.plugin";
import trackingHub from "./modules/tracking/tracking.hub";
import clock, { type Clock } from "./plugins/clock";
import database from "./plugins/database";
import docs from "./plugins/docs";
import drain from "./plugins/drain";
import errorHandler, { frameworkErrors } from "./plugins/error-handler";
import outbound from "./plugins/outbound";
import payments from "./plugins/payments";
import readCache from "./plugins/read-cache";
import requestLog from "./plugins/request-log";
import security from "./plugins/security";
import session from "./plugins/session";
import webCache from "./plugins/web-cache";
import routes from "./routes";
import probesRoutes from "./routes/probes.routes";

export interface BuildAppOptions {
  config: Config;
  database: Pick<DatabaseHandle, "db" | "kind" | "listen" | "poolStats">;
  logger?: FastifyServerOptions["logger"];
  /** Replaces the SMS provider SMS_PROVIDER names (tests). */
  sms?: SmsProvider;
  /** Replace the e-mail and push providers the settings name (tests); null turns one off. */
  email?: EmailProvider | null;
  push?: PushProvider | null;
  /** Replaces the system clock (tests that depend on the hour). */
  clock?: Clock;
}

/** Loads plugins in a fixed order: external → app → routes (as fastify/demo does). */
export async function buildApp({
  config,
  database: handle,
  logger,
  sms,
  email,
  push,
  clock: now,
}: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? {
      level: config.LOG_LEVEL,
      redact: ["req.headers.authorization", "req.headers.cookie"],
    },
    // A request id from the proxy is kept, so one id follows a request across both servers.
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID(),
    // One line per request instead of Fastify's two, and none at `warn` (plugins/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: maxJsonBytes,
    frameworkErrors,
    clientErrorHandler: answerSocketError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  boundJsonBodies(app);
  app.setSerializerCompiler(serializerCompiler);
  // Set on arrival, so every answer has it (errors and 404s too) without an onSend hook.
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });

  await app.register(errorHandler);
  await app.register(requestLog);
  await app.register(security, { config, db: handle.db });
  await app.register(docs, { config });
  await app.register(database, { db: handle.db, kind: handle.kind });
  await app.register(drain);
  await app.register(metrics, { poolStats: handle.poolStats });
  await app.register(clock, { clock: now });
  await app.register(webCache, { config });
  await app.register(session, { config });
  await app.register(storage, { storage: await createStorage(config) });
  await app.register(captcha, { hmacKey: config.ALTCHA_HMAC_KEY });
  await app.register(payments, { config });
  await app.register(settlement, { config });
  const smsProvider = sms ?? createSmsProvider(config, handle.db, app.log);
  await app.register(outbound, { config, sms: smsProvider, email, push });
  await app.register(jobs, { config });
  await app.register(trackingHub, { listen: handle.listen });
  await app.register(conversationHub, { listen: handle.listen });
  await app.register(readCache, {
    listen: handle.listen,
    validateResponses: config.NODE_ENV === "test",
  });

  // Probes live at the root: the web server forwards only /api/v1, so visitors never see them.
  await app.register(probesRoutes);
  await app.register(routes, {
    prefix: "/api/v1",
    config,
    geocoder: createGeocoder(config),
    sms: smsProvider,
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
