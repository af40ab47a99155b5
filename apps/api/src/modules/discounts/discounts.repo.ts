import { type Database, schema } from "@kesht/db";
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";

const { discountCodes, discountRedemptions } = schema;

export type DiscountCodeRow = typeof discountCodes.$inferSelect;
export type DiscountCodeValues = Omit<
  typeof discountCodes.$inferInsert,
  "id" | "createdAt" | "updatedAt"
>;

/** Whose codes: a shop's (its user id) or the platform's (null). */
const ownedBy = (sellerId: number | null) =>
  sellerId === null ? isNull(discountCodes.sellerId) : eq(discountCodes.sellerId, sellerId);

/** Inserts a code; undefined when the code is taken already (the unique index decides). */
export async function insertCode(
  db: Database,
  values: DiscountCodeValues,
): Promise<DiscountCodeRow | undefined> {
  const [row] = await db
    .insert(discountCodes)
    .values(values)
    .onConflictDoNothing({ target: discountCodes.code })
    .returning();
  return row;
}

export async function updateOwnCode(
  db: Database,
  input: { id: number; sellerId: number | null },
  values: Partial<DiscountCodeValues>,
): Promise<DiscountCodeRow | undefined> {
  const [row] = await db
    .update(discountCodes)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(discountCodes.id, input.id), ownedBy(input.sellerId)))
    .returning();
  return row;
}

/** One of the owner's codes, locked for a change; undefined when it is not theirs. */
export async function lockOwnCode(
  tx: Database,
  input: { id: number; sellerId: number | null },
): Promise<DiscountCodeRow | undefined> {
  const [row] = await tx
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.id, input.id), ownedBy(input.sellerId)))
    .for("update");
  return row;
}

export function listOwnCodes(
  db: Database,
  sellerId: number | null,
  window: { limit: number; offset: number },
): Promise<DiscountCodeRow[]> {
  return db
    .select()
    .from(discountCodes)
    .where(ownedBy(sellerId))
    .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function findCodeByText(
  db: Database,
  code: string,
): Promise<DiscountCodeRow | undefined> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code));
  return row;
}

/**
 * The code's row, locked until the transaction ends: every checkout using one code queues
 * here, so each counts the uses the ones before it committed.
 */
export async function lockCodeByText(
  tx: Database,
  code: string,
): Promise<DiscountCodeRow | undefined> {
  const [row] = await tx
    .select()
    .from(discountCodes)
    .where(eq(discountCodes.code, code))
    .for("update");
  return row;
}

/** How many orders hold a use of the code, in all and by one person. */
export async function usesOf(
  db: Database,
  codeId: number,
  customerId: number,
): Promise<{ all: number; byPerson: number }> {
  const [row] = await db
    .select({
      all: count(),
      byPerson: sql<number>`count(*) filter (where ${discountRedemptions.customerId} = ${customerId})::int`,
    })
    .from(discountRedemptions)
    .where(eq(discountRedemptions.codeId, codeId));
  return { all: Number(row?.all ?? 0), byPerson: Number(row?.byPerson ?? 0) };
}

/** Uses of each code, for a list. */
export async function useCounts(db: Database, codeIds: readonly number[]) {
  if (codeIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ codeId: discountRedemptions.codeId, uses: count() })
    .from(discountRedemptions)
    .where(inArray(discountRedemptions.codeId, [...codeIds]))
    .groupBy(discountRedemptions.codeId);
  return new Map(rows.map((row) => [row.codeId, Number(row.uses)]));
}

export async function insertRedemption(
  tx: Database,
  values: typeof discountRedemptions.$inferInsert,
): Promise<void> {
  await tx.insert(discountRedemptions).values(values);
}

/** Gives an order's use back; answers whether it held one. */
export async function deleteRedemption(tx: Database, orderId: number): Promise<boolean> {
  const rows = await tx
    .delete(discountRedemptions)
    .where(eq(discountRedemptions.orderId, orderId))
    .returning({ orderId: discountRedemptions.orderId });
  return rows.length > 0;
}
