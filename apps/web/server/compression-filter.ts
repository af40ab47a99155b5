import type { IncomingMessage, ServerResponse } from "node:http";
import compression from "compression";

/**
 * What the web server compresses: what `compression` would, except Server-Sent Events (the
 * live driver location proxied from the API). A compressor holds its output until a block
 * fills, so a compressed stream would deliver positions late or never.
 */
export function shouldCompress(request: IncomingMessage, response: ServerResponse): boolean {
  const type = String(response.getHeader("content-type") ?? "");
  if (type.toLowerCase().startsWith("text/event-stream")) return false;
  return compression.filter(request as never, response as never);
}
