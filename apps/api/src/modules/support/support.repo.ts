import { type Database, schema } from "@kesht/db";
import { and, eq, sql } from "drizzle-orm";

const { conversationMessages, conversations } = schema;

/** Advisory-lock namespace: one person's new support threads are opened one at a time. */
const supportLockSpace = 7_292;

export async function lockAsker(db: Database, userId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(${supportLockSpace}, ${userId})`);
}

/**
 * The support thread this person already opened with this client id (a retried "open"),
 * read from the conversations module's tables.
 */
export async function threadOpenedWith(
  db: Database,
  input: { userId: number; role: "customer" | "seller"; clientId: string },
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .where(
      and(
        eq(conversations.kind, "support"),
        eq(conversationMessages.senderId, input.userId),
        eq(conversationMessages.senderRole, input.role),
        eq(conversationMessages.clientId, input.clientId),
      ),
    )
    .limit(1);
  return row?.id;
}

/** Who asked a support thread: its one member. */
export async function askerOf(db: Database, conversationId: number) {
  const [row] = await db
    .select({ userId: schema.conversationMembers.userId })
    .from(schema.conversationMembers)
    .where(eq(schema.conversationMembers.conversationId, conversationId))
    .limit(1);
  return row?.userId;
}
