import http, {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import https from "node:https";
import { type ErrorCode, errorCatalogue, errorMessages } from "@kesht/contracts";
import {
  isUnreachable,
  markDown,
  markUp,
  unavailableRetrySeconds,
  upstreamOrder,
} from "../src/lib/server/api-upstreams";
import { trackEventStream } from "./event-streams";

/** Headers about one connection, not the request: never forwarded either way. */
const hopByHop = [
  "connection",
  "keep-alive",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
];

/**
 * How long an idle kept-alive connection to an API is kept for the next request. Without it
 * Node 20's agent keeps an idle socket for ever (the API's `Keep-Alive: timeout=72` hint goes
 * unused), so one idle for the API's keepAliveTimeout (Fastify's 72 s) is closed by the API
 * just as the proxy may reuse it: an ECONNRESET. Far below that, the API never closes first;
 * only idle sockets are closed by it, never an answer in progress.
 */
export const idleSocketMs = 4_000;

export const agents = {
  "http:": new http.Agent({ keepAlive: true, timeout: idleSocketMs }),
  "https:": new https.Agent({ keepAlive: true, timeout: idleSocketMs }),
};

/**
 * The most bytes the API reads of a body that is not an upload (apps/api/src/lib/request-bounds.ts
 * `maxJsonBytes`); uploads (multipart) have their own limits per purpose, checked by the API.
 */
export const apiBodyLimitBytes = 1024 * 1024;

/** Methods a second API may be asked again after the first failed mid-request. */
const repeatable = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Sends the request's body on to the API one chunk at a time, each after the event loop has
 * polled for what the API sent: an API that answers before reading the whole body (a 413) and
 * closes the connection has its answer read before the next write finds the connection gone
 * (a write error destroys the connection, and the answer waiting on it with it). Returns a
 * stop: nothing more is written once the API has answered.
 */
function sendBody(request: IncomingMessage, upstream: http.ClientRequest): () => void {
  let stopped = false;
  const onData = (chunk: Buffer) => {
    request.pause();
    setImmediate(() => {
      if (stopped || upstream.destroyed) return;
      if (upstream.write(chunk)) request.resume();
      else upstream.once("drain", () => request.resume());
    });
  };
  const onEnd = () =>
    setImmediate(() => {
      if (!stopped && !upstream.destroyed) upstream.end();
    });
  request.on("data", onData);
  request.once("end", onEnd);
  return () => {
    stopped = true;
    request.off("data", onData);
    request.off("end", onEnd);
  };
}

function forwardable(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const copy = { ...headers };
  for (const name of hopByHop) delete copy[name];
  return copy;
}

/** The API's error envelope for `code`, as the API itself would answer it. */
export function errorEnvelope(code: ErrorCode): string {
  const messages = errorMessages(code);
  return JSON.stringify({
    status: "error",
    message: messages.en,
    messages,
    errors: { fa: {}, en: {} },
    data: null,
  });
}

/** The API's own 503 envelope, for when no API answered at all. */
function answerUnavailable(response: ServerResponse) {
  response
    .writeHead(503, {
      "content-type": "application/json; charset=utf-8",
      "cache-control": "no-store",
      "retry-after": String(unavailableRetrySeconds),
    })
    .end(errorEnvelope("unavailable"));
}

/**
 * A body the API would refuse anyway (Content-Length over its limit) is refused here, before
 * a byte of it is read or sent on; the connection is closed, since the body is left unread.
 */
function refusesOversizedBody(request: IncomingMessage, response: ServerResponse): boolean {
  const length = Number(request.headers["content-length"] ?? 0);
  const isUpload = String(request.headers["content-type"]).startsWith("multipart/form-data");
  if (isUpload || !(length > apiBodyLimitBytes)) return false;
  response
    .writeHead(errorCatalogue.payload_too_large.http, {
      "content-type": "application/json; charset=utf-8",
      "cache-control": "no-store",
      connection: "close",
    })
    .end(errorEnvelope("payload_too_large"));
  return true;
}

/**
 * Forwards a `/api/v1` request to one of the APIs in API_URL (src/lib/server/api-upstreams.ts)
 * and streams its answer back (event streams included). An API that refuses the connection is
 * marked down and the next one is asked; the request's body is handed over only once the
 * connection is open, so a body is never sent to two APIs. A repeatable request (GET, HEAD)
 * is also asked again elsewhere when its connection breaks before an answer, or the API
 * answers 503 (it is draining, or cannot reach its database). A kept-alive connection that
 * breaks before any answer (the API closed it as it was reused) is no sign of a dead API: the
 * request is sent once more to the same API on a new connection, if it is safe to (repeatable,
 * or its body not yet sent). Once the API has answered, its answer is passed on whatever
 * happens to the rest of the upload (a 413 closes the connection mid-body). When no API
 * answers: the API's 503 envelope with Retry-After, never a 500.
 */
export function proxyToApi(request: IncomingMessage, response: ServerResponse, requestId: string) {
  if (refusesOversizedBody(request, response)) return;
  const order = upstreamOrder();
  const method = request.method ?? "GET";
  const headers = { ...forwardable(request.headers), "x-request-id": requestId };
  let current: http.ClientRequest | null = null;
  response.on("close", () => {
    if (!response.writableFinished) current?.destroy();
  });

  const attempt = (index: number, fresh = false) => {
    const base = order[index];
    if (base === undefined || response.destroyed) {
      if (!response.headersSent) answerUnavailable(response);
      return;
    }
    const target = new URL(`${base}${request.url ?? "/"}`);
    const send = target.protocol === "https:" ? https.request : http.request;
    const upstream = send(target, {
      method,
      headers,
      // `false`: a connection of its own, closed after this request.
      agent: fresh ? false : agents[target.protocol as keyof typeof agents],
    });
    current = upstream;
    let bodySent = false;
    let answered = false;
    let stopBody = () => {};
    upstream.on("socket", (socket) => {
      const handOver = () => {
        bodySent = true;
        // A repeated GET's (empty) body was read by the first attempt already.
        if (request.readableEnded) upstream.end();
        else stopBody = sendBody(request, upstream);
      };
      if (socket.connecting) socket.once("connect", handOver);
      else handOver();
    });
    upstream.on("response", (answer) => {
      answered = true;
      markUp(base);
      if (answer.statusCode === 503 && repeatable.has(method) && index + 1 < order.length) {
        answer.resume();
        attempt(index + 1);
        return;
      }
      // The API has answered: whatever it did not read of the body, it will not.
      stopBody();
      const answerHeaders = forwardable(answer.headers);
      // The rest of an unread body is left on the visitor's connection: it cannot serve again.
      if (!request.readableEnded) answerHeaders.connection = "close";
      response.writeHead(answer.statusCode ?? 502, answerHeaders);
      if (String(answer.headers["content-type"]).startsWith("text/event-stream")) {
        trackEventStream(response, () => {
          answer.unpipe(response);
          upstream.destroy();
        });
      }
      // An answer cut short (its connection broke mid-way) must not look whole.
      answer.on("aborted", () => response.destroy());
      answer.on("error", () => response.destroy());
      answer.pipe(response);
    });
    upstream.on("error", (error) => {
      stopBody();
      // The answer is on its way (or was cut short, see above): the upload's fate changes nothing.
      if (answered) return;
      // The visitor left (a page navigated away, a stream closed) and the request was called
      // off here (see `close` above): nothing failed, and nobody is waiting for another try.
      if (response.destroyed) return;
      if (response.headersSent) {
        response.destroy();
        return;
      }
      if (upstream.reusedSocket && !fresh && (!bodySent || repeatable.has(method))) {
        console.warn(
          `[api] ${method} ${request.url}: ${base} closed a kept-alive connection, asking again`,
        );
        attempt(index, true);
        return;
      }
      if (isUnreachable(error)) {
        markDown(base);
        if (!bodySent || repeatable.has(method)) {
          console.warn(`[api] ${method} ${request.url}: ${base} unreachable, trying the next API`);
          attempt(index + 1);
          return;
        }
      }
      console.error(`[api] ${method} ${request.url}: ${base} failed: ${error.message}`);
      answerUnavailable(response);
    });
  };
  attempt(0);
}
