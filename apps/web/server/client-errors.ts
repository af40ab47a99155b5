import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { type ErrorCode, errorCatalogue } from "@kesht/contracts";
import { errorEnvelope } from "./api-proxy";

/** The parser's errors answered with their own status; any other is a malformed request. */
const codes: Record<string, ErrorCode> = {
  // Headers, the request line included, over Node's 16 kB: a URL that long ends here.
  HPE_HEADER_OVERFLOW: "headers_too_large",
  ERR_HTTP_REQUEST_TIMEOUT: "request_timeout",
};

/** Whether the bytes received so far are a request for `/api/v1` (its answer is JSON). */
function isApiRequest(rawPacket: unknown): boolean {
  if (!Buffer.isBuffer(rawPacket)) return false;
  return /^[A-Z]+ \/api\/v1(?:[/?\s]|$)/.test(rawPacket.subarray(0, 64).toString("latin1"));
}

/**
 * The HTTP server's `clientError`: what Node's parser refuses (a URL or headers over 16 kB, a
 * request that never finished, bytes that are not HTTP) is answered for an `/api/v1` address
 * in the API's envelope, as the API itself answers it (apps/api/src/lib/request-bounds.ts);
 * a page's address gets Node's own bare answer. The connection is closed either way.
 */
export function answerClientError(
  error: Error & { code?: string; rawPacket?: unknown },
  socket: Socket,
) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const code = codes[error.code ?? ""] ?? "bad_request";
  const status = errorCatalogue[code].http;
  if (socket.writable) {
    const body = isApiRequest(error.rawPacket) ? errorEnvelope(code) : "";
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        (body
          ? "Content-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\n"
          : "") +
        "Connection: close\r\n" +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
