import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * What an event stream is sent when this instance shuts down: an explicit `reconnect` event,
 * and a short `retry` so the browser's EventSource comes back at once (to another instance,
 * through the balancer) instead of after the usual five seconds.
 */
export const reconnectEvent = "retry: 500\nevent: reconnect\ndata: {}\n\n";

/** An open Server-Sent Events response. */
export interface EventStream {
  /** Writes one named event (nothing once the stream is closed). */
  event(name: string, data: unknown): void;
  /** Ends the response and the subscription behind it; again, it does nothing. */
  close(): void;
  /** Tells the browser to come back at once (to another instance), then closes. */
  reconnect(): void;
  readonly closed: boolean;
}

/**
 * Serves one event stream: `subscribe` first (a refusal it throws is still an ordinary JSON
 * answer), then the headers, `start`'s first events, and a comment line every `heartbeatMs`
 * (with `onHeartbeat`, when given). The stream closes when the client goes, when `start`
 * fails, or when the subscription's owner calls `reconnect` (the app is draining).
 */
export async function serveEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    /** What the stream is called in the logs. */
    name: string;
    heartbeatMs: number;
    subscribe(stream: EventStream): () => void;
    start(stream: EventStream): Promise<void>;
    onHeartbeat?(stream: EventStream): Promise<void>;
  },
) {
  const raw = reply.raw;
  let closed = false;
  let heartbeat: NodeJS.Timeout | undefined;
  let unsubscribe = () => {};
  const write = (chunk: string) => {
    if (!closed && !raw.writableEnded) raw.write(chunk);
  };
  const stream: EventStream = {
    event: (name, data) => write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`),
    close() {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      unsubscribe();
      if (!raw.writableEnded) raw.end();
    },
    reconnect() {
      write(reconnectEvent);
      stream.close();
    },
    get closed() {
      return closed;
    },
  };
  unsubscribe = options.subscribe(stream);

  reply.hijack();
  raw.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    connection: "keep-alive",
    // nginx and similar proxies would otherwise hold the events back in a buffer.
    "x-accel-buffering": "no",
    "x-request-id": request.id,
  });
  request.raw.on("close", stream.close);
  write("retry: 5000\n\n");
  try {
    await options.start(stream);
  } catch (error) {
    request.log.error({ err: error }, `${options.name} stream failed to start`);
    stream.close();
    return;
  }
  // The stream may have ended already (its subject was over, or the client left).
  if (closed) return;
  heartbeat = setInterval(() => {
    write(": heartbeat\n\n");
    options.onHeartbeat?.(stream).catch((error: unknown) => {
      request.log.warn({ err: error }, `${options.name} stream check failed`);
    });
  }, options.heartbeatMs);
}
