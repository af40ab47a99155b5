import http, {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import https from "node:https";
import { errorMessages } from "@kesht/contracts";
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

const agents = {
  "http:": new http.Agent({ keepAlive: true }),
  "https:": new https.Agent({ keepAlive: true }),
};

/** Methods a second API may be asked again after the first failed mid-request. */
const repeatable = new Set(["GET", "HEAD", "OPTIONS"]);

function forwardable(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const copy = { ...headers };
  for (const name of hopByHop) delete copy[name];
  return copy;
}

/** The API's own 503 envelope, for when no API answered at all. */
function answerUnavailable(response: ServerResponse) {
  const messages = errorMessages("unavailable");
  response
    .writeHead(503, {
      "content-type": "application/json; charset=utf-8",
      "cache-control": "no-store",
      "retry-after": String(unavailableRetrySeconds),
    })
    .end(
      JSON.stringify({
        status: "error",
        message: messages.en,
        messages,
        errors: { fa: {}, en: {} },
        data: null,
      }),
    );
}

/**
 * Forwards a `/api/v1` request to one of the APIs in API_URL (src/lib/server/api-upstreams.ts)
 * and streams its answer back (event streams included). An API that refuses the connection is
 * marked down and the next one is asked; the request's body is handed over only once the
 * connection is open, so a body is never sent to two APIs. A repeatable request (GET, HEAD)
 * is also asked again elsewhere when its connection breaks before an answer, or the API
 * answers 503 (it is draining, or cannot reach its database). When no API answers: the
 * API's 503 envelope with Retry-After, never a 500.
 */
export function proxyToApi(request: IncomingMessage, response: ServerResponse, requestId: string) {
  const order = upstreamOrder();
  const method = request.method ?? "GET";
  const headers = { ...forwardable(request.headers), "x-request-id": requestId };
  let current: http.ClientRequest | null = null;
  response.on("close", () => {
    if (!response.writableFinished) current?.destroy();
  });

  const attempt = (index: number) => {
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
      agent: agents[target.protocol as keyof typeof agents],
    });
    current = upstream;
    let bodySent = false;
    upstream.on("socket", (socket) => {
      const handOver = () => {
        bodySent = true;
        // A repeated GET's (empty) body was read by the first attempt already.
        if (request.readableEnded) upstream.end();
        else request.pipe(upstream);
      };
      if (socket.connecting) socket.once("connect", handOver);
      else handOver();
    });
    upstream.on("response", (answer) => {
      markUp(base);
      if (answer.statusCode === 503 && repeatable.has(method) && index + 1 < order.length) {
        answer.resume();
        attempt(index + 1);
        return;
      }
      response.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
      if (String(answer.headers["content-type"]).startsWith("text/event-stream")) {
        trackEventStream(response, () => {
          answer.unpipe(response);
          upstream.destroy();
        });
      }
      answer.pipe(response);
    });
    upstream.on("error", (error) => {
      request.unpipe(upstream);
      if (response.headersSent) {
        response.destroy();
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
