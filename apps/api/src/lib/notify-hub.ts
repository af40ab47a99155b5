import type { ErrorCode } from "@kesht/contracts";
import type { DatabaseHandle } from "@kesht/db";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "./app-error";
import { type EventStream, serveEventStream } from "./sse";

/*
 * One hub for every live stream (docs/decisions/013-live-location-over-sse-and-listen-notify.md):
 * an instance LISTENs once on a channel, however many streams it holds; whichever instance
 * stored a change, every instance hears it and hands it to its own subscribers of the keys the
 * change names (a group's id, a conversation member's user id). A domain supplies only what is
 * its own: the channel, how to read a payload, which keys it reaches, and the refusal code.
 */

/** What a domain tells the hub about its stream. */
export interface HubDefinition<Event> {
  /** What the stream is called in the logs ("conversation", "location"). */
  name: string;
  /** The PostgreSQL channel the changes are sent on. */
  channel: string;
  /** A payload's event; throws or answers null when the payload is malformed. */
  parse(payload: unknown): Event | null;
  /** The keys whose subscribers hear an event. */
  keysOf(event: Event): Iterable<number>;
  /** Streams one person may hold on one instance; `tooManyStreams` (a 429) beyond. */
  maxStreamsPerUser: number;
  tooManyStreams: ErrorCode;
  /** How often a comment line keeps an idle stream open through proxies and phones. */
  heartbeatMs: number;
}

/** One open stream: whose it is, which key it follows, and how to hand it an event. */
export interface HubSubscriber<Event> {
  userId: number;
  key: number;
  deliver(event: Event): void;
  /** Ends the stream (the app is closing). */
  end(): void;
}

/** How one stream is served: its first events, what an event becomes, an optional check. */
export interface StreamHandlers<Event> {
  userId: number;
  key: number;
  /** The first events, once the stream is open; a failure closes it. */
  start(stream: EventStream): Promise<void>;
  /** Writes what an event means to this reader (events are handled one after another). */
  onEvent(event: Event, stream: EventStream): void | Promise<void>;
  /** Runs with each heartbeat (say, to end a stream whose subject is over). */
  onHeartbeat?(stream: EventStream): Promise<void>;
}

export interface NotifyHub<Event> {
  /** Adds a subscriber; the definition's 429 when the person already holds the most. */
  subscribe(subscriber: HubSubscriber<Event>): () => void;
  /**
   * Serves a Server-Sent Events stream of the hub's events. Subscribed before the response
   * starts, so a refusal is an ordinary JSON error; and before `start` reads anything, so no
   * change falls between the first picture and the events (one may arrive twice).
   */
  stream(
    request: FastifyRequest,
    reply: FastifyReply,
    handlers: StreamHandlers<Event>,
  ): Promise<void>;
  /** Streams open on this instance (for tests, logs and metrics). */
  readonly size: number;
}

interface Logger {
  warn(details: object, message: string): void;
}

/** The hub itself, without the listening: `deliver` takes a payload heard on the channel. */
export function createNotifyHub<Event>(definition: HubDefinition<Event>, log: Logger) {
  const byKey = new Map<number, Set<HubSubscriber<Event>>>();
  const perUser = new Map<number, number>();
  let size = 0;

  const hub: NotifyHub<Event> = {
    subscribe(subscriber) {
      const held = perUser.get(subscriber.userId) ?? 0;
      if (held >= definition.maxStreamsPerUser) throw new AppError(definition.tooManyStreams);
      perUser.set(subscriber.userId, held + 1);
      let set = byKey.get(subscriber.key);
      if (!set) {
        set = new Set();
        byKey.set(subscriber.key, set);
      }
      set.add(subscriber);
      size += 1;
      let removed = false;
      return () => {
        if (removed) return;
        removed = true;
        size -= 1;
        const left = (perUser.get(subscriber.userId) ?? 1) - 1;
        if (left > 0) perUser.set(subscriber.userId, left);
        else perUser.delete(subscriber.userId);
        set.delete(subscriber);
        if (set.size === 0 && byKey.get(subscriber.key) === set) byKey.delete(subscriber.key);
      };
    },
    async stream(request, reply, handlers) {
      await serveEventStream(request, reply, {
        name: definition.name,
        heartbeatMs: definition.heartbeatMs,
        subscribe: (stream) => {
          // Events are handled one after another, so they keep their order.
          let queue = Promise.resolve();
          return hub.subscribe({
            userId: handlers.userId,
            key: handlers.key,
            deliver: (event) => {
              queue = queue
                .then(() => (stream.closed ? undefined : handlers.onEvent(event, stream)))
                .catch((error: unknown) => {
                  request.log.warn({ err: error }, `${definition.name} stream event failed`);
                });
            },
            end: () => stream.reconnect(),
          });
        },
        start: handlers.start,
        ...(handlers.onHeartbeat ? { onHeartbeat: handlers.onHeartbeat } : {}),
      });
    },
    get size() {
      return size;
    },
  };

  return {
    hub,
    /** Hands a payload to the subscribers of the keys its event names; logs a malformed one. */
    deliver(payload: string) {
      let event: Event | null;
      try {
        event = definition.parse(JSON.parse(payload));
      } catch (error) {
        log.warn({ err: error }, `ignored a malformed ${definition.name} notification`);
        return;
      }
      if (event === null) {
        log.warn({}, `ignored a malformed ${definition.name} notification`);
        return;
      }
      for (const key of new Set(definition.keysOf(event))) {
        for (const subscriber of byKey.get(key) ?? []) subscriber.deliver(event);
      }
    },
    /** Ends every stream: open ones would keep the server from closing. */
    endAll() {
      for (const set of byKey.values()) for (const subscriber of set) subscriber.end();
    },
  };
}

/**
 * The hub as a plugin: it decorates the app with the hub as `decorator`, listens on the
 * channel once the app is ready (the database handle's listener reconnects and listens again
 * when the server cuts it), and ends the open streams before the app closes.
 */
export function notifyHubPlugin<Event>(decorator: string, definition: HubDefinition<Event>) {
  return fp(
    async (app: FastifyInstance, options: { listen: DatabaseHandle["listen"] }) => {
      const { hub, deliver, endAll } = createNotifyHub(definition, app.log);
      app.decorate(decorator, hub);
      let unlisten: (() => Promise<void>) | null = null;
      app.addHook("onReady", async () => {
        unlisten = await options.listen(definition.channel, deliver);
      });
      app.addHook("preClose", async () => {
        endAll();
        await unlisten?.();
      });
    },
    { name: `${definition.name}-hub`, dependencies: ["database"] },
  );
}
