import { chatStreamRules, type MemberRole } from "@kesht/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { reconnectEvent } from "../../lib/sse";
import {
  type ConversationEvent,
  memberViewer,
  messageFor,
  otherSeenUpTo,
  roomOf,
  unseenTotalOf,
} from "./conversations.service";

/**
 * A person's conversations live, as Server-Sent Events, in one of their roles: first
 * `counts` (the unseen total), then `message` for each new message in any of their rooms
 * and `seen` when a room is read (by the other side: ticks; by them elsewhere: counts).
 * Events of rooms the person holds in another role are dropped here.
 */
export async function streamConversations(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  member: { userId: number; role: MemberRole },
) {
  const viewer = memberViewer(member.userId, member.role);
  const raw = reply.raw;
  let closed = false;
  const write = (chunk: string) => {
    if (!closed && !raw.writableEnded) raw.write(chunk);
  };
  const event = (name: string, data: unknown) =>
    write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);

  // Events are turned into the reader's view one after another, so they keep their order.
  let queue = Promise.resolve();
  const handle = async (change: ConversationEvent) => {
    const room = await roomOf(app.db, change.conversation_id, viewer).catch(() => null);
    if (!room) return; // Not theirs in this role.
    const unseenTotal = await unseenTotalOf(app.db, member);
    if (change.type === "message" && change.message_id !== undefined) {
      const message = await messageFor(app.db, change.message_id, viewer);
      if (!message) return;
      event("message", {
        conversation_id: room.id,
        order_id: room.order_id,
        message,
        unseen_message_count: room.unseen_message_count,
        unseen_total: unseenTotal,
      });
    } else {
      event("seen", {
        conversation_id: room.id,
        order_id: room.order_id,
        other_seen_up_to: await otherSeenUpTo(app.db, room.id, viewer),
        unseen_message_count: room.unseen_message_count,
        unseen_total: unseenTotal,
      });
    }
  };

  let heartbeat: NodeJS.Timeout | undefined;
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    if (!raw.writableEnded) raw.end();
  };
  const unsubscribe = app.conversationHub.subscribe({
    userId: member.userId,
    deliver: (change) => {
      queue = queue
        .then(() => (closed ? undefined : handle(change)))
        .catch((error: unknown) => {
          request.log.warn({ err: error }, "conversation stream event failed");
        });
    },
    end: () => {
      write(reconnectEvent);
      close();
    },
  });

  reply.hijack();
  raw.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    connection: "keep-alive",
    // nginx and similar proxies would otherwise hold the events back in a buffer.
    "x-accel-buffering": "no",
    "x-request-id": request.id,
  });
  request.raw.on("close", close);
  write("retry: 5000\n\n");
  try {
    event("counts", { unseen_total: await unseenTotalOf(app.db, member) });
  } catch (error) {
    request.log.error({ err: error }, "conversation stream failed to start");
    close();
    return;
  }
  heartbeat = setInterval(() => write(": heartbeat\n\n"), chatStreamRules.heartbeatMs);
}
