import {
  type Bilingual,
  type ChatMessage,
  type ChatRoom,
  type ChatRooms,
  type ChatThread,
  type ConversationKind,
  conversationRules,
  type MarkSeenResult,
  type MemberRole,
  type SenderRole,
  type SupportStatus,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { AppError } from "../../lib/app-error";
import { getStoredFiles, ownsImage } from "../files/files.service";
import * as repo from "./conversations.repo";

/*
 * Conversations (issue 12, docs/conversations-api.md): the one module that writes the
 * conversation tables. An order's chat is made here when its customer, seller or driver
 * first opens it; the admin and support threads are opened by the modules that handle them
 * through the functions below. Every refusal to read is the same 404, so nobody learns
 * whether a conversation they are not part of exists.
 */

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

/** How an order's chat is reached, by the role reaching it. */
export type OrderChatAccess =
  | { role: "customer" | "seller"; userId: number; orderId: number }
  | { role: "driver"; userId: number; groupId: number; orderId: number };

/** Statuses whose order has no chat yet: nothing is paid, so there is no seller to talk to. */
const unpaidStatuses = new Set(["pending_payment"]);

/**
 * The chat room of an order for one of its people, made on first use: the customer and the
 * seller are its members from the start, the group's driver joins when they first open it.
 */
export async function openOrderChat(
  db: Database,
  access: OrderChatAccess,
): Promise<{ conversation: repo.ConversationRow; viewer: Viewer }> {
  const order = await repo.findOrder(db, access.orderId);
  if (!order) throw new AppError("conversation_not_found");
  let allowed: boolean;
  if (access.role === "driver") {
    allowed =
      order.orderGroupId === access.groupId &&
      (await repo.driverOfGroup(db, access.groupId)) === access.userId;
  } else {
    allowed = (access.role === "customer" ? order.customerId : order.sellerId) === access.userId;
  }
  if (!allowed) throw new AppError("conversation_not_found");
  if (unpaidStatuses.has(order.status)) throw new AppError("conversation_order_unpaid");

  const conversation = await repo.findOrCreateKeyed(db, { kind: "order", orderId: order.id });
  await repo.insertMemberIfMissing(db, {
    conversationId: conversation.id,
    userId: order.customerId,
    role: "customer",
  });
  await repo.insertMemberIfMissing(db, {
    conversationId: conversation.id,
    userId: order.sellerId,
    role: "seller",
  });
  if (access.role === "driver") {
    await repo.upsertMember(db, {
      conversationId: conversation.id,
      userId: access.userId,
      role: "driver",
    });
  }
  return { conversation, viewer: memberViewer(access.userId, access.role) };
}

/** A shop's thread with the admins, made on first use, with the shop as its member. */
export async function openAdminThread(db: Database, sellerId: number) {
  const conversation = await repo.findOrCreateKeyed(db, { kind: "admin", sellerId });
  await repo.insertMemberIfMissing(db, {
    conversationId: conversation.id,
    userId: sellerId,
    role: "seller",
  });
  return conversation;
}

/** A new support thread (status `open`) asked by a customer or a shop. */
export async function openSupportThread(
  db: Database,
  input: { userId: number; role: "customer" | "seller"; subject: string },
) {
  const conversation = await repo.insertSupport(db, { subject: input.subject, status: "open" });
  await repo.insertMemberIfMissing(db, {
    conversationId: conversation.id,
    userId: input.userId,
    role: input.role,
  });
  return conversation;
}

export async function addMember(
  db: Database,
  input: { conversationId: number; userId: number; role: MemberRole },
) {
  await repo.upsertMember(db, input);
}

export async function findConversation(
  db: Database,
  conversationId: number,
  options: { lock?: boolean } = {},
) {
  return repo.findConversation(db, conversationId, options.lock ?? false);
}

/** A support thread's status; 404 for any other conversation. */
export async function setSupportStatus(
  db: Database,
  conversationId: number,
  status: SupportStatus,
) {
  const row = await repo.setStatus(db, conversationId, status);
  if (!row) throw new AppError("conversation_not_found");
  return row;
}

/** Stops a person from sending messages (reading stays open); again, it updates the reason. */
export async function blockSender(
  db: Database,
  input: { userId: number; blockedBy: number; reason: string },
) {
  await repo.insertBlock(db, input);
}

export async function unblockSender(db: Database, userId: number): Promise<boolean> {
  return repo.deleteBlock(db, userId);
}

export async function isSenderBlocked(db: Database, userId: number): Promise<boolean> {
  return repo.isBlocked(db, userId);
}

/** The conversation and its members when `viewer` may read it; 404 otherwise. */
async function readable(db: Database, conversationId: number, viewer: Viewer) {
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
function readMarks(
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

function isMine(message: repo.MessageRow, viewer: Viewer): boolean {
  return viewer.kind === "staff"
    ? message.senderRole === "admin"
    : message.senderId === viewer.userId && message.senderRole === viewer.role;
}

/** Messages as `viewer` sees them (images resolved, ticks from the read marks). */
async function messageViews(
  db: Database,
  rows: readonly repo.MessageRow[],
  viewer: Viewer,
  marks: { otherSeenUpTo: number; mySeenUpTo: number },
): Promise<ChatMessage[]> {
  const images = await repo.imagesOf(
    db,
    rows.map((row) => row.id),
  );
  const files = await getStoredFiles(
    db,
    images.map((image) => image.fileId),
  );
  return rows.map((row) => {
    const mine = isMine(row, viewer);
    return {
      id: row.id,
      conversation_id: row.conversationId,
      client_id: row.clientId,
      sender_role: row.senderRole as SenderRole,
      mine,
      body: row.body,
      images: images
        .filter((image) => image.messageId === row.id)
        .flatMap((image) => {
          const file = files.get(image.fileId);
          return file ? [file] : [];
        }),
      created_at: row.createdAt.toISOString(),
      seen: row.id <= (mine ? marks.otherSeenUpTo : marks.mySeenUpTo),
    };
  });
}

/** The name of the other side: the shop for its customer (and driver), the customer for a shop. */
function otherPartyName(
  members: readonly repo.MemberRow[],
  viewer: Viewer,
  names: Awaited<ReturnType<typeof repo.namesOf>>,
  kind: ConversationKind,
): Bilingual | null {
  if (viewer.kind === "member" && kind !== "order") return null;
  const seller = members.find((member) => member.role === "seller");
  const customer = members.find((member) => member.role === "customer");
  const wantsShop = viewer.kind === "staff" ? seller !== undefined : viewer.role !== "seller";
  if (wantsShop && seller) return names.shops.get(seller.userId) ?? null;
  if (customer) {
    const name = names.people.get(customer.userId);
    return name ? { fa: name, en: name } : null;
  }
  return null;
}

/** The first characters of a message, for a rooms list. */
function previewOf(body: string | null): string | null {
  if (body === null) return null;
  const line = body.replace(/\s+/g, " ");
  return line.length > 120 ? `${line.slice(0, 119)}…` : line;
}

/** Rooms as `viewer` sees them: names, last message and unseen count. */
async function roomViews(
  db: Database,
  viewer: Viewer,
  rows: ReadonlyArray<{ conversation: repo.ConversationRow; unseen: number }>,
): Promise<ChatRoom[]> {
  const membersById = new Map<number, repo.MemberRow[]>();
  const lastIds: number[] = [];
  for (const row of rows) {
    membersById.set(row.conversation.id, await repo.membersOf(db, row.conversation.id));
    if (row.conversation.lastMessageId !== null) lastIds.push(row.conversation.lastMessageId);
  }
  const allMembers = [...membersById.values()].flat();
  const names = await repo.namesOf(db, {
    userIds: allMembers.filter((m) => m.role !== "seller").map((m) => m.userId),
    sellerIds: allMembers.filter((m) => m.role === "seller").map((m) => m.userId),
  });
  const lastMessages = new Map<number, repo.MessageRow>();
  for (const id of lastIds) {
    const message = await repo.findMessage(db, id);
    if (message) lastMessages.set(id, message);
  }
  const imageCounts = new Map<number, number>();
  for (const image of await repo.imagesOf(db, lastIds)) {
    imageCounts.set(image.messageId, (imageCounts.get(image.messageId) ?? 0) + 1);
  }
  return rows.map(({ conversation, unseen }) => {
    const last =
      conversation.lastMessageId === null
        ? undefined
        : lastMessages.get(conversation.lastMessageId);
    return {
      id: conversation.id,
      kind: conversation.kind as ConversationKind,
      order_id: conversation.orderId,
      subject: conversation.subject,
      status: conversation.status as SupportStatus | null,
      other_party_name: otherPartyName(
        membersById.get(conversation.id) ?? [],
        viewer,
        names,
        conversation.kind as ConversationKind,
      ),
      last_message: last
        ? {
            preview: previewOf(last.body),
            image_count: imageCounts.get(last.id) ?? 0,
            sender_role: last.senderRole as SenderRole,
            mine: isMine(last, viewer),
            created_at: last.createdAt.toISOString(),
          }
        : null,
      last_message_at: conversation.lastMessageAt?.toISOString() ?? null,
      unseen_message_count: unseen,
    };
  });
}

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
