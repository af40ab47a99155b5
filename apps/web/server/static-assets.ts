import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import sirv from "sirv";

const prefix = "/_next/static/";

/**
 * Next's static output (bundles, stylesheets, fonts, media under /_next/static/), answered by
 * the web server itself from the Brotli and gzip copies the build wrote beside each file
 * (scripts/precompress-static.mjs). Passed through Next and the `compression` middleware, every
 * bundle was compressed again for every visitor, on the thread that renders the pages: a phone's
 * first load waited on that work for its scripts and stylesheet. The names carry a content hash,
 * so an answer is kept for a year.
 *
 * Only GET and HEAD are answered here; anything else, and any path the build did not write
 * (including one that climbs out of the folder), goes on to `next`, where Next answers it as
 * before. The index of files is made once, when the server starts: it serves one build.
 */
export function staticAssets(appDir: string) {
  const serve = sirv(path.join(appDir, ".next", "static"), {
    dev: false,
    brotli: true,
    gzip: true,
    // Only the names asked for: no `.html` added to a name that was not found.
    extensions: [],
    maxAge: 31_536_000,
    immutable: true,
    setHeaders: (response) => response.setHeader("X-Content-Type-Options", "nosniff"),
  });
  return (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const url = request.url ?? "/";
    const readOnly = request.method === "GET" || request.method === "HEAD";
    if (!readOnly || !url.startsWith(prefix)) return next();
    request.url = url.slice(prefix.length - 1);
    serve(request, response, () => {
      request.url = url;
      next();
    });
  };
}
