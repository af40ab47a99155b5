/**
 * What an event stream is sent when this instance shuts down: an explicit `reconnect` event,
 * and a short `retry` so the browser's EventSource comes back at once (to another instance,
 * through the balancer) instead of after the usual five seconds.
 */
export const reconnectEvent = "retry: 500\nevent: reconnect\ndata: {}\n\n";
