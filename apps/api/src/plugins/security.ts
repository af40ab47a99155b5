import type { OutgoingHttpHeaders } from "node:http";
import cors from "@fastify/cors";
import helmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import type { Database } from "@kesht/db";
import Fastify, { type FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { AppError } from "../lib/app-error";
import { databaseRateLimitStore } from "./rate-limit-store";

/**
 * The headers helmet sets with `options`, worked out once. @fastify/helmet builds helmet's
 * middleware afresh for every request (parsing every option again, issue 31's profile: 7% of
 * a 404), although no route here has options of its own: the answer is the same every time.
 * A throwaway app runs the real plugin once, so which headers and what they say stay
 * helmet's own.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<OutgoingHttpHeaders> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  let headers: OutgoingHttpHeaders = {};
  probe.addHook("onRequest", (_request, reply, done) => {
    headers = reply.raw.getHeaders();
    done();
  });
  probe.get("/", async () => "");
  await probe.inject({ method: "GET", url: "/" });
  await probe.close();
  return headers;
}

/**
 * Security headers, CORS for the web origin only, and a per-client rate limit counted in the
 * database, so it holds across every API instance.
 */
export default fp(
  async function security(app: FastifyInstance, options: { config: Config; db: Database }) {
    const { config } = options;
    const securityHeaders = Object.entries(
      await helmetHeaders({
        // The API serves JSON; only the docs page needs its own policy (see docs.ts).
        contentSecurityPolicy: false,
        crossOriginResourcePolicy: { policy: "same-site" },
        // Only a site served over HTTPS may tell browsers to use nothing else (HSTS, README).
        strictTransportSecurity:
          (config.HSTS ?? config.COOKIE_SECURE)
            ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false }
            : false,
      }),
    );
    // Every answer, the 404s and errors included, as helmet's own hook would.
    app.addHook("onRequest", (_request, reply, done) => {
      for (const [name, value] of securityHeaders) reply.raw.setHeader(name, value as string);
      done();
    });
    await app.register(cors, {
      origin: config.WEB_ORIGIN,
      credentials: true,
      methods: ["GET", "POST", "PUT", "PATCH", "DELETE"],
    });
    await app.register(rateLimit, {
      max: config.RATE_LIMIT_MAX,
      timeWindow: config.RATE_LIMIT_WINDOW_MS,
      store: databaseRateLimitStore(options.db),
      // When the database cannot count, the request goes on: the route then answers 503 on
      // its own, rather than the limiter turning an outage into a 500 for every request.
      skipOnError: true,
      errorResponseBuilder: () => new AppError("rate_limited"),
    });
  },
  { name: "security" },
);
