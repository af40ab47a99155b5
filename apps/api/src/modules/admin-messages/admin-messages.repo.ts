import type { BroadcastAudience, SupportStatus } from "@kesht/contracts";
import { type Database, schema } from "@kesht/db";
import { and, desc, eq, gt, type SQL, sql } from "drizzle-orm";

const { adminBroadcasts, conversationMessages, conversations, sellers } = schema;

export type BroadcastRow = typeof adminBroadcasts.$inferSelect;

export async function insertBroadcast(
  db: Database,
  values: {
    authorId: number;
    audience: BroadcastAudience;
    sellerId: number | null;
    provinceId: number | null;
    body: string;
  },
): Promise<BroadcastRow> {
  const [row] = await db.insert(adminBroadcasts).values(values).returning();
  if (!row) throw new Error("broadcast insert returned nothing");
  return row;
}

export async function findBroadcast(db: Database, id: number) {
  const [row] = await db.select().from(adminBroadcasts).where(eq(adminBroadcasts.id, id));
  return row;
}

export async function setRecipientCount(db: Database, id: number, count: number) {
  const [row] = await db
    .update(adminBroadcasts)
    .set({ recipientCount: count })
    .where(eq(adminBroadcasts.id, id))
    .returning();
  if (!row) throw new Error(`broadcast ${id} vanished inside its transaction`);
  return row;
}

export function listBroadcasts(db: Database, window: { limit: number; offset: number }) {
  return db
    .select()
    .from(adminBroadcasts)
    .orderBy(desc(adminBroadcasts.id))
    .limit(window.limit)
    .offset(window.offset);
}

/**
 * The shops an admin message goes to: approved shops only (read from the sellers module's
 * table), all of them or those of one province, or the one shop named (approved or not: an
 * admin may write to a shop under review).
 */
export async function targetShopIds(
  db: Database,
  target: { audience: BroadcastAudience; sellerId: number | null; provinceId: number | null },
): Promise<number[]> {
  const condition: SQL | undefined =
    target.audience === "shop"
      ? eq(sellers.userId, target.sellerId ?? 0)
      : target.audience === "province"
        ? and(eq(sellers.reviewStatus, "approved"), eq(sellers.provinceId, target.provinceId ?? 0))
        : eq(sellers.reviewStatus, "approved");
  const rows = await db
    .select({ id: sellers.userId })
    .from(sellers)
    .where(condition)
    .orderBy(sellers.userId);
  return rows.map((row) => row.id);
}

/** Messages the admins have not read in a conversation: the members' after the admins' mark. */
const unseenByStaff = sql<number>`(
  select count(*)::int from ${conversationMessages} m
  where m.conversation_id = ${conversations.id}
    and m.id > ${conversations.staffLastSeenMessageId}
    and m.sender_role <> 'admin'
)`;

/**
 * Whether the shop has written in its admin thread. Every broadcast opens a thread with each
 * shop it reaches; only those a shop answered are replies worth the admins' list.
 */
const hasShopMessage = sql<boolean>`exists (
  select 1 from ${conversationMessages} m
  where m.conversation_id = ${conversations.id} and m.sender_role <> 'admin'
)`;

/**
 * The admins' list of conversations of one kind (shops' admin threads or support threads),
 * newest activity first, read from the conversations module's tables (never written here).
 */
export function staffConversationIds(
  db: Database,
  filter: {
    kind: "admin" | "support";
    status?: SupportStatus | undefined;
    unseenOnly?: boolean;
    limit: number;
    offset: number;
  },
) {
  return db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.kind, filter.kind),
        filter.status ? eq(conversations.status, filter.status) : undefined,
        filter.unseenOnly ? gt(unseenByStaff, 0) : undefined,
        // "Shops' replies": a thread only the admins wrote in (a broadcast's copy) is no reply.
        filter.kind === "admin" ? hasShopMessage : undefined,
      ),
    )
    .orderBy(
      desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`),
      desc(conversations.id),
    )
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function provinceExists(db: Database, provinceId: number): Promise<boolean> {
  const rows = await db
    .select({ id: schema.provinces.id })
    .from(schema.provinces)
    .where(eq(schema.provinces.id, provinceId))
    .limit(1);
  return rows.length > 0;
}
