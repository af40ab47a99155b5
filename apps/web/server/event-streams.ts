import type { ServerResponse } from "node:http";

/** Event streams proxied from the API and still open, with how to stop each one's source. */
const open = new Map<ServerResponse, () => void>();

/**
 * What an event stream is sent when this server shuts down: an explicit `reconnect` event,
 * and a short `retry`, so the browser's EventSource comes back at once, through the balancer,
 * to another web server (the API sends the same when it drains).
 */
export const reconnectEvent = "retry: 500\nevent: reconnect\ndata: {}\n\n";

/** Remembers an open event stream until it closes. */
export function trackEventStream(response: ServerResponse, stopSource: () => void) {
  open.set(response, stopSource);
  response.once("close", () => open.delete(response));
}

/** Tells every open stream to reconnect, and ends it. */
export function drainEventStreams() {
  for (const [response, stopSource] of open) {
    stopSource();
    if (!response.writableEnded) response.end(reconnectEvent);
  }
  open.clear();
}
