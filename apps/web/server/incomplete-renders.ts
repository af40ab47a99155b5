import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestScope } from "../src/lib/server/request-scope";
import { languageOfCookies, type StatusPageCode, statusPage } from "./status-page";

/** Headers that described Next's body, not the page that replaces it. */
const bodyHeaders = ["content-length", "content-encoding", "content-type", "etag", "last-modified"];

/** The answer a render must not be sent as, if any: its status and the seconds to wait. */
function refusalOf(scope: RequestScope): { status: StatusPageCode; seconds: number } | null {
  if (scope.rateLimitedFor !== null) return { status: 429, seconds: scope.rateLimitedFor };
  if (scope.apiUnavailableFor !== null) return { status: 503, seconds: scope.apiUnavailableFor };
  return null;
}

/**
 * Next cannot answer a page with a 429 or a 503. A read the API refused for the visitor's rate
 * limit, or that no API could answer, marks the request's scope (src/lib/server/fetch-api.ts);
 * when Next then starts its answer, this replaces it whole — status, headers and body — with
 * the 429 or 503 page and Retry-After, so no visitor, crawler or cache ever gets a page with a
 * part missing as a 200 (and a balancer sees the 503). Next's client router, given HTML where
 * it expected its own payload, loads the address as a page and gets the same page.
 */
export function answerIncompleteRenders(
  request: IncomingMessage,
  response: ServerResponse,
  scope: RequestScope,
) {
  const { writeHead, write, end } = response;
  let replaced = false;

  const replace = (refusal: { status: StatusPageCode; seconds: number }) => {
    if (replaced) return;
    replaced = true;
    const page = statusPage(
      refusal.status,
      languageOfCookies(request.headers.cookie),
      refusal.seconds,
      request.url?.startsWith("/") ? request.url : "/",
    );
    for (const name of bodyHeaders) response.removeHeader(name);
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.setHeader("cache-control", "no-store");
    response.setHeader("retry-after", String(refusal.seconds));
    writeHead.call(response, refusal.status);
    (end as (chunk: string) => ServerResponse).call(response, page);
  };

  response.writeHead = function writeHeadOrRefuse(this: ServerResponse, ...args: unknown[]) {
    const refusal = refusalOf(scope);
    if (refusal === null)
      return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
    replace(refusal);
    return this;
  } as ServerResponse["writeHead"];

  response.write = function writeOrDrop(this: ServerResponse, ...args: unknown[]) {
    const refusal = refusalOf(scope);
    if (refusal === null) return (write as (...a: unknown[]) => boolean).apply(this, args);
    replace(refusal);
    callBackLater(args);
    return true;
  } as ServerResponse["write"];

  response.end = function endOrDrop(this: ServerResponse, ...args: unknown[]) {
    const refusal = refusalOf(scope);
    if (refusal === null) return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
    replace(refusal);
    callBackLater(args);
    return this;
  } as ServerResponse["end"];
}

/** A dropped write still calls its callback, as a real one would once flushed. */
function callBackLater(args: unknown[]) {
  const callback = args.find((arg) => typeof arg === "function") as (() => void) | undefined;
  if (callback) process.nextTick(callback);
}
