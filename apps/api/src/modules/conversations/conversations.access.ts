import type { MemberRole } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { AppError } from "../../lib/app-error";
import * as repo from "./conversations.repo";

/* Who may read a conversation, and how far each side has read it. */

/** Who reads or writes: a member in one of their roles, or an admin (as "the admins"). */
export type Viewer =
  | { kind: "member"; userId: number; role: MemberRole }
  | { kind: "staff"; userId: number };

export function memberViewer(userId: number, role: MemberRole): Viewer {
  return { kind: "member", userId, role };
}

/** The live stream's payload over NOTIFY: what changed, and whose streams should hear it. */
export interface ConversationEvent {
  type: "message" | "seen";
  conversation_id: number;
  message_id?: number;
  /** The members' user ids (each stream checks its own role). */
  user_ids: number[];
}

/** The conversation and its members when `viewer` may read it; 404 otherwise. */
export async function readable(db: Database, conversationId: number, viewer: Viewer) {
  const conversation = await repo.findConversation(db, conversationId);
  if (!conversation) throw new AppError("conversation_not_found");
  const members = await repo.membersOf(db, conversationId);
  if (viewer.kind === "member") {
    const me = members.find(
      (member) => member.role === viewer.role && member.userId === viewer.userId,
    );
    if (!me) throw new AppError("conversation_not_found");
  }
  return { conversation, members };
}

/** Up to which message the other side has read, and up to which the viewer has. */
export function readMarks(
  conversation: repo.ConversationRow,
  members: readonly repo.MemberRow[],
  viewer: Viewer,
) {
  if (viewer.kind === "staff") {
    return {
      otherSeenUpTo: Math.max(0, ...members.map((member) => member.lastSeenMessageId)),
      mySeenUpTo: conversation.staffLastSeenMessageId,
    };
  }
  const others = members.filter((member) => member.role !== viewer.role);
  const staff = conversation.kind === "order" ? 0 : conversation.staffLastSeenMessageId;
  return {
    otherSeenUpTo: Math.max(staff, ...others.map((member) => member.lastSeenMessageId)),
    mySeenUpTo: members.find((member) => member.role === viewer.role)?.lastSeenMessageId ?? 0,
  };
}

export function isMine(message: repo.MessageRow, viewer: Viewer): boolean {
  return viewer.kind === "staff"
    ? message.senderRole === "admin"
    : message.senderId === viewer.userId && message.senderRole === viewer.role;
}
