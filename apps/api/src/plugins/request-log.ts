import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** The levels at which a line per request is written. */
const levelsWithRequests = new Set(["trace", "debug", "info"]);

/**
 * One line per request, when it is answered, at `info`: method, path, status, milliseconds,
 * and the error code of a refused one. Fastify's own request logging writes two lines (one on
 * arrival, one on completion); at `warn` and above, this plugin adds no hook at all, so the
 * hot path writes nothing.
 */
export default fp(
  async function requestLog(app: FastifyInstance) {
    // `logger: false` (tests) has no level: nothing would be written either.
    if (!levelsWithRequests.has(String(app.log.level))) return;
    app.addHook("onResponse", (request, reply, done) => {
      request.log.info(
        {
          method: request.method,
          url: request.url,
          ip: request.ip,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
          ...(request.errorCode ? { code: request.errorCode } : {}),
        },
        "request",
      );
      done();
    });
  },
  { name: "request-log", dependencies: ["error-handler"] },
);
