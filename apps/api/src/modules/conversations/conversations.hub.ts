import { chatStreamRules } from "@kesht/contracts";
import { type NotifyHub, notifyHubPlugin } from "../../lib/notify-hub";
import type { ConversationEvent } from "./conversations.access";
import { conversationEventsChannel } from "./conversations.repo";

declare module "fastify" {
  interface FastifyInstance {
    conversationHub: NotifyHub<ConversationEvent>;
  }
}

function parseEvent(payload: unknown): ConversationEvent | null {
  const value = payload as Partial<ConversationEvent>;
  const valid =
    (value.type === "message" || value.type === "seen") &&
    typeof value.conversation_id === "number" &&
    Array.isArray(value.user_ids) &&
    value.user_ids.every((id) => typeof id === "number");
  return valid ? (value as ConversationEvent) : null;
}

/**
 * New messages and reads, to the open streams of the conversation's members: a stream is
 * keyed by its person's user id (each stream then checks its own role).
 */
export default notifyHubPlugin<ConversationEvent>("conversationHub", {
  name: "conversation",
  channel: conversationEventsChannel,
  parse: parseEvent,
  keysOf: (event) => event.user_ids,
  maxStreamsPerUser: chatStreamRules.maxStreamsPerUser,
  tooManyStreams: "conversation_too_many_streams",
  heartbeatMs: chatStreamRules.heartbeatMs,
});
