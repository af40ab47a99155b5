import type {
  Bilingual,
  ChatMessage,
  ChatRoom,
  ConversationKind,
  SenderRole,
  SupportStatus,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { getStoredFiles } from "../files/files.service";
import { isMine, type Viewer } from "./conversations.access";
import * as repo from "./conversations.repo";

/* Messages and rooms as one reader sees them. */

/** Messages as `viewer` sees them (images resolved, ticks from the read marks). */
export async function messageViews(
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
export async function roomViews(
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
