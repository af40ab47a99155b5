import type { ConversationKind, MemberRole, SenderRole, SupportStatus } from "@kesht/contracts";
import { type Database, schema } from "@kesht/db";
import { and, asc, desc, eq, gt, inArray, lt, ne, or, sql } from "drizzle-orm";

const {
  conversationBlocks,
  conversationMembers,
  conversationMessageImages,
  conversationMessages,
  conversations,
  orderGroups,
  orders,
  sellers,
  users,
} = schema;

/** The NOTIFY channel a new message or a read is announced on (to every API instance). */
export const conversationEventsChannel = "conversation_events";

/** Advisory-lock namespace: one send at a time per person (the others are 7_271, 7_272, 7_281). */
const senderLockSpace = 7_291;

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof conversationMessages.$inferSelect;
export type MemberRow = typeof conversationMembers.$inferSelect;

/** The facts of an order its chat needs (the orders module owns the table; read only). */
export async function findOrder(db: Database, orderId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      customerId: orders.customerId,
      sellerId: orders.sellerId,
      status: orders.status,
      orderGroupId: orders.orderGroupId,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

/** The driver a group is assigned to (the shipping module's table; read only). */
export async function driverOfGroup(db: Database, groupId: number) {
  const [row] = await db
    .select({ driverId: orderGroups.driverId })
    .from(orderGroups)
    .where(eq(orderGroups.id, groupId));
  return row?.driverId ?? null;
}

/** A conversation by id; `lock` holds its row until the transaction ends. */
export async function findConversation(db: Database, id: number, lock = false) {
  const query = db.select().from(conversations).where(eq(conversations.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** An order's chat room, if anyone has opened it yet (never makes one). */
export async function findOrderConversation(db: Database, orderId: number) {
  const [row] = await db.select().from(conversations).where(eq(conversations.orderId, orderId));
  return row;
}

/** The conversation of a kind keyed by an order or a shop, made once (racing makers meet). */
export async function findOrCreateKeyed(
  db: Database,
  key: { kind: "order"; orderId: number } | { kind: "admin"; sellerId: number },
): Promise<ConversationRow> {
  const where =
    key.kind === "order"
      ? eq(conversations.orderId, key.orderId)
      : eq(conversations.sellerId, key.sellerId);
  const [found] = await db.select().from(conversations).where(where);
  if (found) return found;
  await db
    .insert(conversations)
    .values(
      key.kind === "order"
        ? { kind: "order", orderId: key.orderId }
        : { kind: "admin", sellerId: key.sellerId },
    )
    .onConflictDoNothing();
  const [made] = await db.select().from(conversations).where(where);
  if (!made) throw new Error("conversation insert found nothing");
  return made;
}

export async function insertSupport(
  db: Database,
  values: { subject: string; status: SupportStatus },
): Promise<ConversationRow> {
  const [row] = await db
    .insert(conversations)
    .values({ kind: "support", subject: values.subject, status: values.status })
    .returning();
  if (!row) throw new Error("conversation insert returned nothing");
  return row;
}

export async function setStatus(db: Database, id: number, status: SupportStatus) {
  const [row] = await db
    .update(conversations)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(conversations.id, id), eq(conversations.kind, "support")))
    .returning();
  return row;
}

export function membersOf(db: Database, conversationId: number) {
  return db
    .select()
    .from(conversationMembers)
    .where(eq(conversationMembers.conversationId, conversationId));
}

/** Adds a member, or (a driver replaced) moves the role to another person. */
export async function upsertMember(
  db: Database,
  values: { conversationId: number; userId: number; role: MemberRole },
) {
  await db
    .insert(conversationMembers)
    .values(values)
    .onConflictDoUpdate({
      target: [conversationMembers.conversationId, conversationMembers.role],
      set: { userId: values.userId, lastSeenMessageId: 0 },
      setWhere: ne(conversationMembers.userId, values.userId),
    });
}

/** Adds a member unless the role is already held (by anyone). */
export async function insertMemberIfMissing(
  db: Database,
  values: { conversationId: number; userId: number; role: MemberRole },
) {
  await db.insert(conversationMembers).values(values).onConflictDoNothing();
}

/** Serialises one person's sends until the transaction ends (rate limit and retries). */
export async function lockSender(tx: Database, userId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${senderLockSpace}, ${userId})`);
}

export async function isBlocked(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: conversationBlocks.userId })
    .from(conversationBlocks)
    .where(eq(conversationBlocks.userId, userId));
  return row !== undefined;
}

export async function insertBlock(
  db: Database,
  values: { userId: number; blockedBy: number; reason: string },
) {
  await db
    .insert(conversationBlocks)
    .values(values)
    .onConflictDoUpdate({
      target: conversationBlocks.userId,
      set: { blockedBy: values.blockedBy, reason: values.reason },
    });
}

export async function deleteBlock(db: Database, userId: number) {
  const deleted = await db
    .delete(conversationBlocks)
    .where(eq(conversationBlocks.userId, userId))
    .returning({ userId: conversationBlocks.userId });
  return deleted.length > 0;
}

export async function findByClientId(
  db: Database,
  key: { conversationId: number; senderId: number; clientId: string },
) {
  const [row] = await db
    .select()
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.conversationId, key.conversationId),
        eq(conversationMessages.senderId, key.senderId),
        eq(conversationMessages.clientId, key.clientId),
      ),
    );
  return row;
}

/** Messages `senderId` sent in the last `ms` milliseconds (every conversation, every role). */
export async function countSentWithin(db: Database, senderId: number, ms: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.senderId, senderId),
        gt(conversationMessages.createdAt, sql`now() - make_interval(secs => ${ms / 1000})`),
      ),
    );
  return row?.count ?? 0;
}

export async function insertMessage(
  db: Database,
  values: {
    conversationId: number;
    senderId: number;
    senderRole: SenderRole;
    clientId: string;
    body: string | null;
    broadcastId?: number | null;
  },
): Promise<MessageRow> {
  const [row] = await db.insert(conversationMessages).values(values).returning();
  if (!row) throw new Error("message insert returned nothing");
  return row;
}

export async function insertImages(db: Database, messageId: number, fileIds: readonly string[]) {
  if (fileIds.length === 0) return;
  await db
    .insert(conversationMessageImages)
    .values(fileIds.map((fileId, position) => ({ messageId, fileId, position })));
}

/** Moves the conversation's last message forward (never back, whatever order commits come in). */
export async function touchLastMessage(db: Database, conversationId: number, message: MessageRow) {
  await db
    .update(conversations)
    .set({
      lastMessageId: sql`greatest(coalesce(${conversations.lastMessageId}, 0), ${message.id})`,
      lastMessageAt: sql`greatest(coalesce(${conversations.lastMessageAt}, ${message.createdAt}), ${message.createdAt})`,
      updatedAt: new Date(),
    })
    .where(eq(conversations.id, conversationId));
}

/** A page of a thread, newest first (the service turns it over); one more than `limit`. */
export function threadPage(
  db: Database,
  conversationId: number,
  before: number | undefined,
  limit: number,
) {
  return db
    .select()
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.conversationId, conversationId),
        before === undefined ? undefined : lt(conversationMessages.id, before),
      ),
    )
    .orderBy(desc(conversationMessages.id))
    .limit(limit + 1);
}

export async function findMessage(db: Database, id: number) {
  const [row] = await db.select().from(conversationMessages).where(eq(conversationMessages.id, id));
  return row;
}

/** The image file ids of messages, in their order. */
export function imagesOf(db: Database, messageIds: readonly number[]) {
  if (messageIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(conversationMessageImages)
    .where(inArray(conversationMessageImages.messageId, [...messageIds]))
    .orderBy(asc(conversationMessageImages.messageId), asc(conversationMessageImages.position));
}

/** The newest message id of a conversation up to `upTo` (everything when undefined). */
export async function newestMessageId(db: Database, conversationId: number, upTo?: number) {
  const [row] = await db
    .select({ id: sql<number | null>`max(${conversationMessages.id})` })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.conversationId, conversationId),
        upTo === undefined ? undefined : sql`${conversationMessages.id} <= ${upTo}`,
      ),
    );
  return row?.id === null || row?.id === undefined ? 0 : Number(row.id);
}

/** Moves a member's read mark forward (never back). */
export async function advanceMemberSeen(
  db: Database,
  key: { conversationId: number; role: MemberRole },
  messageId: number,
) {
  await db
    .update(conversationMembers)
    .set({
      lastSeenMessageId: sql`greatest(${conversationMembers.lastSeenMessageId}, ${messageId})`,
    })
    .where(
      and(
        eq(conversationMembers.conversationId, key.conversationId),
        eq(conversationMembers.role, key.role),
      ),
    );
}

/** Moves the admins' read mark forward (never back). */
export async function advanceStaffSeen(db: Database, conversationId: number, messageId: number) {
  await db
    .update(conversations)
    .set({
      staffLastSeenMessageId: sql`greatest(${conversations.staffLastSeenMessageId}, ${messageId})`,
    })
    .where(eq(conversations.id, conversationId));
}

/** Messages a member has not read: the others' messages after their read mark. */
function unseenForMember(userId: number, role: MemberRole) {
  return sql<number>`(
    select count(*)::int from ${conversationMessages} m
    where m.conversation_id = ${conversations.id}
      and m.id > ${conversationMembers.lastSeenMessageId}
      and not (m.sender_id = ${userId} and m.sender_role = ${role})
  )`;
}

/**
 * Every conversation `userId` takes part in as `role`, newest activity first, with their
 * unseen count and the facts its row shows.
 */
export function roomsOfMember(
  db: Database,
  viewer: { userId: number; role: MemberRole },
  options: {
    kinds?: readonly ConversationKind[];
    conversationId?: number;
    limit: number;
    offset?: number;
  },
) {
  return db
    .select({
      conversation: conversations,
      lastSeenMessageId: conversationMembers.lastSeenMessageId,
      unseen: unseenForMember(viewer.userId, viewer.role),
    })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(
      and(
        eq(conversationMembers.userId, viewer.userId),
        eq(conversationMembers.role, viewer.role),
        options.kinds ? inArray(conversations.kind, [...options.kinds]) : undefined,
        options.conversationId === undefined
          ? undefined
          : eq(conversations.id, options.conversationId),
      ),
    )
    .orderBy(
      desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`),
      desc(conversations.id),
    )
    .limit(options.limit)
    .offset(options.offset ?? 0);
}

/** The sum of `userId`'s unseen messages as `role`, in every conversation. */
export async function unseenTotal(db: Database, viewer: { userId: number; role: MemberRole }) {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(conversationMessages)
    .innerJoin(
      conversationMembers,
      eq(conversationMembers.conversationId, conversationMessages.conversationId),
    )
    .where(
      and(
        eq(conversationMembers.userId, viewer.userId),
        eq(conversationMembers.role, viewer.role),
        gt(conversationMessages.id, conversationMembers.lastSeenMessageId),
        or(
          ne(conversationMessages.senderId, viewer.userId),
          ne(conversationMessages.senderRole, viewer.role),
        ),
      ),
    );
  return row?.total ?? 0;
}

/** Messages the admins have not read in a conversation: the members' after the admins' mark. */
export async function unseenByStaff(db: Database, conversationId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .where(
      and(
        eq(conversationMessages.conversationId, conversationId),
        gt(conversationMessages.id, conversations.staffLastSeenMessageId),
        ne(conversationMessages.senderRole, "admin"),
      ),
    );
  return row?.count ?? 0;
}

/** Names to show for people and shops (never their mobile numbers). */
export async function namesOf(
  db: Database,
  ids: { userIds: readonly number[]; sellerIds: readonly number[] },
) {
  const [people, shops] = await Promise.all([
    ids.userIds.length === 0
      ? []
      : db
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(inArray(users.id, [...ids.userIds])),
    ids.sellerIds.length === 0
      ? []
      : db
          .select({ id: sellers.userId, fa: sellers.storeName, en: sellers.storeNameEn })
          .from(sellers)
          .where(inArray(sellers.userId, [...ids.sellerIds])),
  ]);
  return {
    people: new Map(people.map((row) => [row.id, row.name])),
    shops: new Map(shops.map((row) => [row.id, { fa: row.fa, en: row.en }])),
  };
}

/** Announces a committed change to every listening API instance (sent at commit). */
export async function notify(tx: Database, payload: string) {
  await tx.execute(sql`select pg_notify(${conversationEventsChannel}, ${payload})`);
}
