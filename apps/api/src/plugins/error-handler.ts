import type { ErrorCode } from "@kesht/contracts";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error";
import { isDatabaseUnreachable } from "../lib/db-errors";
import { failure } from "../lib/envelope";

/**
 * How long a client is told to wait after a 503: a restarting database or API is usually
 * back within seconds, and a balancer may send the retry to another instance at once.
 */
export const unavailableRetryAfterSeconds = 5;

declare module "fastify" {
  interface FastifyRequest {
    /** The code of the error this request was answered with (metrics count 429s by it). */
    errorCode: ErrorCode | null;
  }
}

/** Fastify's own 4xx errors, by status, mapped to our codes. */
const clientErrorCodes: Record<number, ErrorCode> = {
  400: "bad_request",
  404: "not_found",
  413: "payload_too_large",
  414: "uri_too_long",
  415: "bad_request",
  429: "rate_limited",
};

/**
 * PostgreSQL's answers to two transactions that collided (deadlock, serialization failure, a
 * lock that could not be had): nothing is wrong with the request, it only lost a race, so
 * the client is told to try again (409) rather than that the server failed (decision 015).
 */
const raceCodes = new Set(["40P01", "40001", "55P03"]);

/** The SQLSTATE of a database error, which the driver may wrap in a query error. */
function databaseCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The multipart parser's error for a body that ends before its closing boundary. */
const cutOffMultipart = /unexpected end of multipart data/i;

/** A route's path (`/files/:id/:name`, `/docs/*`) as a pattern for request paths. */
function pathPattern(url: string): RegExp {
  const segments = url.split("/").map((segment) => {
    if (segment.startsWith(":")) return "[^/]+";
    if (segment === "*") return ".*";
    return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  });
  return new RegExp(`^${segments.join("/")}$`);
}

/** Which segment of a path the routes are filed by (`/api/v1/<this>/…`). */
const filedSegment = 3;

interface KnownRoute {
  pattern: RegExp;
  methods: string[];
}

/**
 * Every route's path as a pattern with its methods, to tell a path that exists with other
 * methods (405 and `Allow`) from one that does not exist at all (404). Filed by the path's
 * segment count and its fourth segment, so an unknown path is tested against the few routes
 * that could match rather than every one of them (issue 31's profile of the 404).
 */
class RouteIndex {
  private readonly filed = new Map<string, KnownRoute[]>();
  /** Routes no key finds: a parameter or wildcard where the key looks, or before it. */
  private readonly unfiled: KnownRoute[] = [];

  add(url: string, methods: string[]) {
    const route = { pattern: pathPattern(url), methods };
    const segments = url.split("/");
    const early = segments.slice(0, filedSegment + 1);
    if (url.includes("*") || early.some((segment) => segment.startsWith(":"))) {
      this.unfiled.push(route);
      return;
    }
    const key = `${segments.length} ${segments[filedSegment] ?? ""}`;
    this.filed.set(key, [...(this.filed.get(key) ?? []), route]);
  }

  /** The methods the routes allow on `path` (empty when no route has it). */
  methodsOf(path: string): Set<string> {
    const segments = path.split("/");
    const filed = this.filed.get(`${segments.length} ${segments[filedSegment] ?? ""}`) ?? [];
    const allowed = new Set<string>();
    for (const route of [...filed, ...this.unfiled]) {
      if (route.pattern.test(path)) for (const method of route.methods) allowed.add(method);
    }
    return allowed;
  }
}

/** Turns anything thrown into the envelope; nothing internal ever reaches the client. */
export function toAppError(error: FastifyError | AppError | Error): AppError {
  if (error instanceof AppError) return error;
  const status = (error as FastifyError).statusCode;
  if (status && status >= 400 && status < 500) {
    return new AppError(clientErrorCodes[status] ?? "bad_request");
  }
  const code = databaseCode(error);
  if (code && raceCodes.has(code)) return new AppError("busy");
  if (isDatabaseUnreachable(error)) return new AppError("unavailable");
  if (cutOffMultipart.test(error.message)) return new AppError("bad_request");
  return new AppError("internal");
}

/**
 * Errors the router raises before any route is found (a malformed or over-long path): the
 * same envelope as every other error, and never the path itself echoed back.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const appError = toAppError(error);
  request.log.info({ code: error.code }, "request refused by the router");
  return reply
    .status(appError.statusCode)
    .header("cache-control", "no-store")
    .send(failure(appError));
}

export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.decorateRequest("errorCode", null);
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const appError = toAppError(error);
      request.errorCode = appError.code;
      if (appError.code === "unavailable") {
        // Expected while the database restarts: one line without the stack, not an alarm each.
        request.log.warn({ err: { message: error.message, code: error.code } }, "unavailable");
      } else if (appError.statusCode >= 500) {
        request.log.error({ err: error }, "request failed");
      } else if (!(error instanceof AppError)) {
        request.log.info({ err: { message: error.message, code: error.code } }, "request rejected");
      }
      if (appError.statusCode === 503 && !reply.hasHeader("retry-after")) {
        reply.header("retry-after", String(unavailableRetryAfterSeconds));
      }
      return reply.status(appError.statusCode).send(failure(appError));
    });

    const routes = new RouteIndex();
    app.addHook("onRoute", (route) => {
      // The catch-all (CORS preflight's `OPTIONS *`) says nothing about which paths exist.
      if (route.url === "*" || route.url === "/*") return;
      routes.add(route.url, [route.method].flat().map(String));
    });

    // The same answer for every unknown path, written once (an AppError captures a stack).
    const notFound = JSON.stringify(failure(new AppError("route_not_found")));
    const notFoundStatus = new AppError("route_not_found").statusCode;

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split("?")[0] ?? "";
      const allowed = routes.methodsOf(path);
      if (allowed.size > 0) {
        const appError = new AppError("method_not_allowed");
        return reply
          .status(appError.statusCode)
          .header("allow", [...allowed].sort().join(", "))
          .send(failure(appError));
      }
      // The request's own log line (plugins/request-log.ts) says 404 and the path.
      return reply.status(notFoundStatus).type("application/json; charset=utf-8").send(notFound);
    });

    // An error is about one request at one moment: no cache, shared or private, keeps it
    // (a route may have set a public Cache-Control before it failed).
    app.addHook("onSend", (_request, reply, payload, done) => {
      if (reply.statusCode >= 400) reply.header("cache-control", "no-store");
      done(null, payload);
    });
  },
  { name: "error-handler" },
);
