import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import type { Database } from "@kesht/db";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { AppError } from "../lib/app-error";
import { databaseRateLimitStore } from "./rate-limit-store";

/**
 * Security headers, CORS for the web origin only, and a per-client rate limit counted in the
 * database, so it holds across every API instance.
 */
export default fp(
  async function security(app: FastifyInstance, options: { config: Config; db: Database }) {
    const { config } = options;
    await app.register(helmet, {
      // The API serves JSON; only the docs page needs its own policy (see docs.ts).
      contentSecurityPolicy: false,
      crossOriginResourcePolicy: { policy: "same-site" },
      // Only a site served over HTTPS may tell browsers to use nothing else (HSTS, README).
      strictTransportSecurity:
        (config.HSTS ?? config.COOKIE_SECURE)
          ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false }
          : false,
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
