import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { ErrorCode } from "@kesht/contracts";
import type { FastifyInstance } from "fastify";
import { AppError } from "./app-error";
import { failure } from "./envelope";

/**
 * The deepest nesting of arrays and objects a JSON body may have. Our deepest request body
 * (a product's properties) nests 3 levels; 32 leaves room for any form a route may take
 * without letting a body reach the recursion of a validator (decision 020).
 */
export const maxJsonDepth = 32;

/** The most bytes a JSON body may carry (413 beyond): the admin's longest page text fits. */
export const maxJsonBytes = 1024 * 1024;

const openers = new Set(["{", "["]);
const closers = new Set(["}", "]"]);

/**
 * True when `text` nests arrays and objects deeper than `max`, by one pass over its
 * characters that skips strings; brackets are counted, not matched, which is enough to bound
 * what JSON.parse may build (a malformed body fails in JSON.parse right after).
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] as string;
    if (inString) {
      if (char === "\\") i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (openers.has(char)) {
      depth += 1;
      if (depth > max) return true;
    } else if (closers.has(char)) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * Replaces Fastify's JSON parser with one that refuses a body nested deeper than
 * `maxJsonDepth` (400 `body_too_deep`) before parsing it, and otherwise parses exactly as
 * Fastify does (prototype-poisoning checks included). The size is bounded before either, by
 * the body limit (413).
 */
export function boundJsonBodies(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? "error",
    app.initialConfig.onConstructorPoisoning ?? "error",
  );
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser(
    "application/json",
    { parseAs: "string", bodyLimit: maxJsonBytes },
    (request, body, done) => {
      // `parseAs: "string"` hands over text.
      const text = body as string;
      if (nestsDeeperThan(text, maxJsonDepth)) {
        done(new AppError("body_too_deep"), undefined);
        return;
      }
      parse(request, text, done);
    },
  );
}

/** The parser's errors Node answers for itself, before Fastify sees a request. */
const socketErrorCodes: Record<string, ErrorCode> = {
  // Headers, the request line included, over Node's 16 kB: a URL that long ends here.
  HPE_HEADER_OVERFLOW: "headers_too_large",
  ERR_HTTP_REQUEST_TIMEOUT: "request_timeout",
};

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses (a URL or headers over
 * 16 kB, a request that never finished, bytes that are not HTTP) is answered in the envelope
 * like every other error, instead of Fastify's bare JSON, and the connection is closed.
 */
export function answerSocketError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const appError = new AppError(socketErrorCodes[error.code ?? ""] ?? "bad_request");
  this.log.info({ code: error.code }, "request refused by the HTTP parser");
  if (socket.writable) {
    const body = JSON.stringify(failure(appError));
    socket.write(
      `HTTP/1.1 ${appError.statusCode} ${STATUS_CODES[appError.statusCode]}\r\n` +
        "Content-Type: application/json; charset=utf-8\r\n" +
        "Cache-Control: no-store\r\n" +
        "Connection: close\r\n" +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
