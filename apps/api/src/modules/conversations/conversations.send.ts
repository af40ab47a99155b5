import {
  type ChatMessage,
  conversationRules,
  type MarkSeenResult,
  type SenderRole,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { AppError } from "../../lib/app-error";
import { ownsImage } from "../files/files.service";
import { type ConversationEvent, readable, readMarks, type Viewer } from "./conversations.access";
import { roomOf } from "./conversations.read";
import * as repo from "./conversations.repo";
import { messageViews } from "./conversations.views";

/* The writes of a thread: a new message, and a read mark. */

export interface SendInput {
  conversationId: number;
  sender: Viewer;
  clientId: string;
  body?: string | undefined;
  imageIds?: readonly string[] | undefined;
  /** An admin message copied from a broadcast. */
  broadcastId?: number;
}

/**
 * Sends a message. The same `clientId` from the same sender answers the first message again
 * (`created: false`), so a retried send never makes two. Refused: a closed support thread
 * (409), a blocked sender (403), a sender over `maxSendsPerWindow` (429), an image that is not
 * the sender's own (422). One person's sends are serialised, which keeps the limit exact.
 */
export async function sendMessage(
  db: Database,
  input: SendInput,
): Promise<{ message: ChatMessage; created: boolean }> {
  const body = input.body?.length ? input.body : null;
  const imageIds = [...(input.imageIds ?? [])];
  if (body === null && imageIds.length === 0) {
    throw new AppError("validation_failed", {
      fieldErrors: {
        en: { body: "Please write a message or add an image." },
        fa: { body: "لطفاً پیامی بنویسید یا تصویری اضافه کنید." },
      },
    });
  }
  const senderId = input.sender.userId;
  const senderRole: SenderRole = input.sender.kind === "staff" ? "admin" : input.sender.role;

  const { row, created } = await db.transaction(async (tx) => {
    await repo.lockSender(tx, senderId);
    const { conversation, members } = await readable(tx, input.conversationId, input.sender);
    const again = await repo.findByClientId(tx, {
      conversationId: conversation.id,
      senderId,
      clientId: input.clientId,
    });
    if (again) return { row: again, created: false };
    if (conversation.status === "closed" && input.sender.kind === "member") {
      throw new AppError("conversation_closed");
    }
    if (await repo.isBlocked(tx, senderId)) throw new AppError("conversation_blocked");
    // The limit stops abuse by members; an admin message to every shop is one message per
    // shop, all at once, so the admins are not limited.
    if (input.sender.kind === "member") {
      const sent = await repo.countSentWithin(tx, senderId, conversationRules.sendWindowMs);
      if (sent >= conversationRules.maxSendsPerWindow) {
        throw new AppError("conversation_rate_limited");
      }
    }
    if (
      imageIds.length > conversationRules.maxImages ||
      new Set(imageIds).size !== imageIds.length
    ) {
      throw new AppError("conversation_image_invalid");
    }
    for (const id of imageIds) {
      if (!(await ownsImage(tx, senderId, id))) throw new AppError("conversation_image_invalid");
    }
    const row = await repo.insertMessage(tx, {
      conversationId: conversation.id,
      senderId,
      senderRole,
      clientId: input.clientId,
      body,
      broadcastId: input.broadcastId ?? null,
    });
    await repo.insertImages(tx, row.id, imageIds);
    await repo.touchLastMessage(tx, conversation.id, row);
    const event: ConversationEvent = {
      type: "message",
      conversation_id: conversation.id,
      message_id: row.id,
      user_ids: members.map((member) => member.userId),
    };
    await repo.notify(tx, JSON.stringify(event));
    return { row, created: true };
  });
  const conversation = await repo.findConversation(db, row.conversationId);
  if (!conversation) throw new AppError("conversation_not_found");
  const [message] = await messageViews(
    db,
    [row],
    input.sender,
    readMarks(conversation, await repo.membersOf(db, row.conversationId), input.sender),
  );
  if (!message) throw new Error("message view missing");
  return { message, created };
}

/**
 * Marks a conversation read by `viewer` up to `upTo` (its newest message when not given);
 * a mark never moves back. Answers the viewer's counts afterwards.
 */
export async function markSeen(
  db: Database,
  conversationId: number,
  viewer: Viewer,
  upTo?: number,
): Promise<MarkSeenResult> {
  const { members } = await readable(db, conversationId, viewer);
  const newest = await repo.newestMessageId(db, conversationId, upTo);
  await db.transaction(async (tx) => {
    if (viewer.kind === "staff") await repo.advanceStaffSeen(tx, conversationId, newest);
    else await repo.advanceMemberSeen(tx, { conversationId, role: viewer.role }, newest);
    const event: ConversationEvent = {
      type: "seen",
      conversation_id: conversationId,
      user_ids: members.map((member) => member.userId),
    };
    await repo.notify(tx, JSON.stringify(event));
  });
  const room = await roomOf(db, conversationId, viewer);
  const total =
    viewer.kind === "member"
      ? await repo.unseenTotal(db, viewer)
      : await repo.unseenByStaff(db, conversationId);
  const mark =
    viewer.kind === "member"
      ? ((await repo.membersOf(db, conversationId)).find((m) => m.role === viewer.role)
          ?.lastSeenMessageId ?? 0)
      : ((await repo.findConversation(db, conversationId))?.staffLastSeenMessageId ?? 0);
  return {
    last_seen_message_id: mark,
    unseen_message_count: room.unseen_message_count,
    unseen_total: total,
  };
}
