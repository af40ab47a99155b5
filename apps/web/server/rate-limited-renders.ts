import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestScope } from "../src/lib/server/request-scope";
import { languageOfCookies, tooManyRequestsPage } from "./too-many-requests-page";

/** Headers that described Next's body, not the page that replaces it. */
const bodyHeaders = ["content-length", "content-encoding", "content-type", "etag", "last-modified"];

/**
 * Next cannot answer a page with a 429. A read the API refused for the visitor's rate limit
 * marks the request's scope (src/lib/server/fetch-api.ts); when Next then starts its answer, this replaces it
 * whole — status, headers and body — with the 429 page and Retry-After, so
 * no visitor, crawler or cache ever gets a page with a part missing as a 200. Next's client
 * router, given HTML where it expected its own payload, loads the address as a page and gets
 * the same 429 page.
 */
export function answerRateLimitedRenders(
  request: IncomingMessage,
  response: ServerResponse,
  scope: RequestScope,
) {
  const { writeHead, write, end } = response;
  let replaced = false;

  const replace = (seconds: number) => {
    if (replaced) return;
    replaced = true;
    const page = tooManyRequestsPage(
      languageOfCookies(request.headers.cookie),
      seconds,
      request.url?.startsWith("/") ? request.url : "/",
    );
    for (const name of bodyHeaders) response.removeHeader(name);
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.setHeader("cache-control", "no-store");
    response.setHeader("retry-after", String(seconds));
    writeHead.call(response, 429);
    (end as (chunk: string) => ServerResponse).call(response, page);
  };

  response.writeHead = function writeHeadOr429(this: ServerResponse, ...args: unknown[]) {
    if (scope.rateLimitedFor === null) {
      return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
    }
    replace(scope.rateLimitedFor);
    return this;
  } as ServerResponse["writeHead"];

  response.write = function writeOrDrop(this: ServerResponse, ...args: unknown[]) {
    if (scope.rateLimitedFor === null) {
      return (write as (...a: unknown[]) => boolean).apply(this, args);
    }
    replace(scope.rateLimitedFor);
    callBackLater(args);
    return true;
  } as ServerResponse["write"];

  response.end = function endOrDrop(this: ServerResponse, ...args: unknown[]) {
    if (scope.rateLimitedFor === null) {
      return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
    }
    replace(scope.rateLimitedFor);
    callBackLater(args);
    return this;
  } as ServerResponse["end"];
}

/** A dropped write still calls its callback, as a real one would once flushed. */
function callBackLater(args: unknown[]) {
  const callback = args.find((arg) => typeof arg === "function") as (() => void) | undefined;
  if (callback) process.nextTick(callback);
}
