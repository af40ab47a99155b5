import type { ErrorCode } from "@kesht/contracts";
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error";
import { failure } from "../lib/envelope";

/** Fastify's own 4xx errors, by status, mapped to our codes. */
const clientErrorCodes: Record<number, ErrorCode> = {
  400: "bad_request",
  404: "not_found",
  413: "payload_too_large",
  415: "bad_request",
  429: "rate_limited",
};

/** Turns anything thrown into the envelope; nothing internal ever reaches the client. */
export function toAppError(error: FastifyError | AppError | Error): AppError {
  if (error instanceof AppError) return error;
  const status = (error as FastifyError).statusCode;
  if (status && status >= 400 && status < 500) {
    return new AppError(clientErrorCodes[status] ?? "bad_request");
  }
  return new AppError("internal");
}

export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const appError = toAppError(error);
      if (appError.statusCode >= 500) {
        request.log.error({ err: error }, "request failed");
      } else if (!(error instanceof AppError)) {
        request.log.info({ err: { message: error.message, code: error.code } }, "request rejected");
      }
      return reply.status(appError.statusCode).send(failure(appError));
    });

    app.setNotFoundHandler((request, reply) => {
      const appError = new AppError("route_not_found");
      request.log.info({ url: request.url }, "route not found");
      return reply.status(appError.statusCode).send(failure(appError));
    });
  },
  { name: "error-handler" },
);
