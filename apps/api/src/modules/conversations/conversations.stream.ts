import type { MemberRole } from "@kesht/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
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
  await app.conversationHub.stream(request, reply, {
    userId: member.userId,
    key: member.userId,
    start: async (stream) => {
      stream.event("counts", { unseen_total: await unseenTotalOf(app.db, member) });
    },
    onEvent: async (change, stream) => {
      const room = await roomOf(app.db, change.conversation_id, viewer).catch(() => null);
      if (!room) return; // Not theirs in this role.
      const unseenTotal = await unseenTotalOf(app.db, member);
      if (change.type === "message" && change.message_id !== undefined) {
        const message = await messageFor(app.db, change.message_id, viewer);
        if (!message) return;
        stream.event("message", {
          conversation_id: room.id,
          order_id: room.order_id,
          message,
          unseen_message_count: room.unseen_message_count,
          unseen_total: unseenTotal,
        });
      } else {
        stream.event("seen", {
          conversation_id: room.id,
          order_id: room.order_id,
          other_seen_up_to: await otherSeenUpTo(app.db, room.id, viewer),
          unseen_message_count: room.unseen_message_count,
          unseen_total: unseenTotal,
        });
      }
    },
  });
}
