import { chatStreamRules } from "@kesht/contracts";
import type { DatabaseHandle } from "@kesht/db";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../../lib/app-error";
import { conversationEventsChannel } from "./conversations.repo";
import type { ConversationEvent } from "./conversations.service";

/** One open stream: whose it is and how to hand it an event. */
export interface ChatSubscriber {
  userId: number;
  deliver(event: ConversationEvent): void;
  /** Ends the stream (the app is closing). */
  end(): void;
}

export interface ConversationHub {
  /** Adds a stream; 429 when the person already holds `maxStreamsPerUser` here. */
  subscribe(subscriber: ChatSubscriber): () => void;
  /** Streams open on this instance (for tests and logs). */
  readonly size: number;
}

declare module "fastify" {
  interface FastifyInstance {
    conversationHub: ConversationHub;
  }
}

function parseEvent(payload: string): ConversationEvent | null {
  const value = JSON.parse(payload) as Partial<ConversationEvent>;
  const valid =
    (value.type === "message" || value.type === "seen") &&
    typeof value.conversation_id === "number" &&
    Array.isArray(value.user_ids) &&
    value.user_ids.every((id) => typeof id === "number");
  return valid ? (value as ConversationEvent) : null;
}

/**
 * The fan-out of new messages and reads to this instance's open streams, as tracking does
 * for positions: one LISTEN per instance; whichever instance stored the change, every
 * instance hears it and hands it to the streams of the conversation's members.
 */
export default fp(
  async function conversationHub(
    app: FastifyInstance,
    options: { listen: DatabaseHandle["listen"] },
  ) {
    const byUser = new Map<number, Set<ChatSubscriber>>();
    let size = 0;

    const deliver = (payload: string) => {
      let event: ConversationEvent | null = null;
      try {
        event = parseEvent(payload);
      } catch {
        event = null;
      }
      if (!event) {
        app.log.warn("ignored a malformed conversation notification");
        return;
      }
      for (const userId of new Set(event.user_ids)) {
        for (const subscriber of byUser.get(userId) ?? []) subscriber.deliver(event);
      }
    };

    app.decorate<ConversationHub>("conversationHub", {
      subscribe(subscriber) {
        let set = byUser.get(subscriber.userId);
        if ((set?.size ?? 0) >= chatStreamRules.maxStreamsPerUser) {
          throw new AppError("conversation_too_many_streams");
        }
        if (!set) {
          set = new Set();
          byUser.set(subscriber.userId, set);
        }
        set.add(subscriber);
        size += 1;
        let removed = false;
        return () => {
          if (removed) return;
          removed = true;
          size -= 1;
          set.delete(subscriber);
          if (set.size === 0 && byUser.get(subscriber.userId) === set) {
            byUser.delete(subscriber.userId);
          }
        };
      },
      get size() {
        return size;
      },
    });

    let unlisten: (() => Promise<void>) | null = null;
    app.addHook("onReady", async () => {
      unlisten = await options.listen(conversationEventsChannel, deliver);
    });
    // Open streams would keep the server from closing: end them first.
    app.addHook("preClose", async () => {
      for (const set of byUser.values()) for (const subscriber of set) subscriber.end();
      await unlisten?.();
    });
  },
  { name: "conversation-hub", dependencies: ["database"] },
);
