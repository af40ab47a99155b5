import {
  type ChatMessage,
  type ChatRoom,
  type ChatRooms,
  type ChatThread,
  type ConversationKind,
  conversationRules,
  type MemberRole,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { AppError } from "../../lib/app-error";
import { memberViewer, readable, readMarks, type Viewer } from "./conversations.access";
import * as repo from "./conversations.repo";
import { messageViews, roomViews } from "./conversations.views";

/* The reads: a member's rooms and counts, one room, a page of a thread, one message. */

/**
 * A page of the conversations a member takes part in (of `kinds`, all when not given), newest
 * activity first, with the unseen total over all of them.
 */
export async function listRooms(
  db: Database,
  viewer: { userId: number; role: MemberRole },
  kinds?: readonly ConversationKind[],
  page = 1,
): Promise<ChatRooms> {
  const perPage = conversationRules.roomsPerPage;
  const rows = await repo.roomsOfMember(db, viewer, {
    ...(kinds ? { kinds } : {}),
    // One more than a page says whether another follows.
    limit: perPage + 1,
    offset: (page - 1) * perPage,
  });
  const [rooms, total] = await Promise.all([
    roomViews(db, memberViewer(viewer.userId, viewer.role), rows.slice(0, perPage)),
    repo.unseenTotal(db, viewer),
  ]);
  return { rooms, unseen_total: total, has_more: rows.length > perPage };
}

/** A member's unseen messages over every conversation (the bell's chat part). */
export async function unseenTotalOf(db: Database, viewer: { userId: number; role: MemberRole }) {
  return repo.unseenTotal(db, viewer);
}

/** One room as `viewer` sees it in a list. */
export async function roomOf(
  db: Database,
  conversationId: number,
  viewer: Viewer,
): Promise<ChatRoom> {
  if (viewer.kind === "member") {
    const [row] = await repo.roomsOfMember(db, viewer, { conversationId, limit: 1 });
    if (!row) throw new AppError("conversation_not_found");
    const [room] = await roomViews(db, viewer, [row]);
    if (!room) throw new AppError("conversation_not_found");
    return room;
  }
  const conversation = await repo.findConversation(db, conversationId);
  if (!conversation) throw new AppError("conversation_not_found");
  const unseen = await repo.unseenByStaff(db, conversationId);
  const [room] = await roomViews(db, viewer, [{ conversation, unseen }]);
  if (!room) throw new AppError("conversation_not_found");
  return room;
}

/** A page of a thread, oldest first: the newest page, or the one before `before`. */
export async function getThread(
  db: Database,
  conversationId: number,
  viewer: Viewer,
  before?: number,
): Promise<ChatThread> {
  const { conversation, members } = await readable(db, conversationId, viewer);
  const limit = conversationRules.pageSize;
  const rows = await repo.threadPage(db, conversationId, before, limit);
  const page = rows.slice(0, limit).reverse();
  const [messages, room] = await Promise.all([
    messageViews(db, page, viewer, readMarks(conversation, members, viewer)),
    roomOf(db, conversationId, viewer),
  ]);
  return { room, messages, has_older: rows.length > limit };
}

/**
 * A page of an order's chat for an admin, read-only (issue 12: admins read a room when a
 * report names it; issue 14: the order's page). Reading as staff marks nothing seen for the
 * members, and a chat nobody has opened yet is an empty page, not a new room.
 */
export async function orderChatForStaff(
  db: Database,
  input: { orderId: number; staffUserId: number; before?: number },
): Promise<{ messages: ChatMessage[]; has_older: boolean }> {
  const conversation = await repo.findOrderConversation(db, input.orderId);
  if (!conversation) return { messages: [], has_older: false };
  const thread = await getThread(
    db,
    conversation.id,
    { kind: "staff", userId: input.staffUserId },
    input.before,
  );
  return { messages: thread.messages, has_older: thread.has_older };
}

/** One message as `viewer` sees it, when they may read its conversation. */
export async function messageFor(
  db: Database,
  messageId: number,
  viewer: Viewer,
): Promise<ChatMessage | null> {
  const row = await repo.findMessage(db, messageId);
  if (!row) return null;
  const { conversation, members } = await readable(db, row.conversationId, viewer);
  const [message] = await messageViews(db, [row], viewer, readMarks(conversation, members, viewer));
  return message ?? null;
}

/** Up to which message the other side of `viewer` has read a conversation. */
export async function otherSeenUpTo(db: Database, conversationId: number, viewer: Viewer) {
  const { conversation, members } = await readable(db, conversationId, viewer);
  return readMarks(conversation, members, viewer).otherSeenUpTo;
}
