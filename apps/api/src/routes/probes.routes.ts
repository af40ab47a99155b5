import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { migrationsApplied, pingDatabase } from "../modules/health/health.service";
import { unavailableRetryAfterSeconds } from "../plugins/error-handler";

/**
 * The balancer's and the supervisor's probes, outside /api/v1 (the web server forwards only
 * that prefix, so the public never reaches these), plain text, never rate-limited:
 * - /livez: the process runs and answers. It never touches the database, so a database
 *   outage does not get every instance restarted.
 * - /readyz: this instance should get traffic: the database answers, every migration this
 *   build needs is applied, and it is not draining.
 */
const probesRoutes: FastifyPluginAsync = async (app) => {
  // Once every migration is seen applied it stays so for this build: later checks only ping.
  let migrated = false;

  const notReady = (reply: FastifyReply, reason: string) =>
    reply
      .status(503)
      .header("retry-after", String(unavailableRetryAfterSeconds))
      .header("cache-control", "no-store")
      .type("text/plain; charset=utf-8")
      .send(`not ready: ${reason}\n`);

  app.get("/livez", { config: { rateLimit: false }, schema: { hide: true } }, async (_, reply) =>
    reply.header("cache-control", "no-store").type("text/plain; charset=utf-8").send("ok\n"),
  );

  app.get("/readyz", { config: { rateLimit: false }, schema: { hide: true } }, async (_, reply) => {
    if (app.drain.draining) return notReady(reply, "draining");
    try {
      if (migrated) await pingDatabase(app.db);
      else migrated = await migrationsApplied(app.db);
    } catch (error) {
      app.log.warn({ err: { message: (error as Error).message } }, "readiness: database down");
      return notReady(reply, "database unreachable");
    }
    if (!migrated) return notReady(reply, "migrations pending");
    return reply.header("cache-control", "no-store").type("text/plain; charset=utf-8").send("ok\n");
  });
};

export default probesRoutes;
