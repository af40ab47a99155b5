import {
  type DriverPositionEvent,
  driverPositionEventSchema,
  trackingRules,
} from "@kesht/contracts";
import type { DatabaseHandle } from "@kesht/db";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../../lib/app-error";
import { positionsChannel } from "./tracking.repo";

/** One open stream: who holds it, which group it follows, and how to write to it. */
export interface Subscriber {
  userId: number;
  groupId: number;
  send(event: DriverPositionEvent): void;
  /** Ends the stream (the app is closing). */
  end(): void;
}

export interface TrackingHub {
  /** Adds a stream; 429 when the person already holds `maxStreamsPerUser` here. */
  subscribe(subscriber: Subscriber): () => void;
  /** Streams open on this instance (for tests and logs). */
  readonly size: number;
}

declare module "fastify" {
  interface FastifyInstance {
    trackingHub: TrackingHub;
  }
}

/**
 * The fan-out of new positions to this instance's open streams. The instance listens once on
 * the positions channel (one connection, however many streams); whichever instance stored a
 * position, every instance hears of it and writes it to its own subscribers.
 */
export default fp(
  async function trackingHub(app: FastifyInstance, options: { listen: DatabaseHandle["listen"] }) {
    const byGroup = new Map<number, Set<Subscriber>>();
    const perUser = new Map<number, number>();
    let size = 0;

    const deliver = (payload: string) => {
      let event: DriverPositionEvent;
      try {
        event = driverPositionEventSchema.parse(JSON.parse(payload));
      } catch (error) {
        app.log.warn({ err: error }, "ignored a malformed position notification");
        return;
      }
      for (const subscriber of byGroup.get(event.group_id) ?? []) subscriber.send(event);
    };

    app.decorate<TrackingHub>("trackingHub", {
      subscribe(subscriber) {
        const held = perUser.get(subscriber.userId) ?? 0;
        if (held >= trackingRules.maxStreamsPerUser)
          throw new AppError("tracking_too_many_streams");
        perUser.set(subscriber.userId, held + 1);
        let set = byGroup.get(subscriber.groupId);
        if (!set) {
          set = new Set();
          byGroup.set(subscriber.groupId, set);
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
          if (set.size === 0 && byGroup.get(subscriber.groupId) === set) {
            byGroup.delete(subscriber.groupId);
          }
        };
      },
      get size() {
        return size;
      },
    });

    let unlisten: (() => Promise<void>) | null = null;
    app.addHook("onReady", async () => {
      unlisten = await options.listen(positionsChannel, deliver);
    });
    // Open streams would keep the server from closing: end them first.
    app.addHook("preClose", async () => {
      for (const set of byGroup.values()) for (const subscriber of set) subscriber.end();
      await unlisten?.();
    });
  },
  { name: "tracking-hub", dependencies: ["database"] },
);
