import { type Database, schema } from "@kesht/db";
import { and, eq, isNull, sql } from "drizzle-orm";

/* Drizzle queries of `delivery_codes` only; the rules are in delivery-codes.service.ts. */

const { deliveryCodes } = schema;

export type DeliveryCodeRow = typeof deliveryCodes.$inferSelect;

/** A code for an order that has none yet; an order goes on the way once, so a second is kept out. */
export async function insertCode(
  tx: Database,
  values: { orderId: number; code: string; codeHash: string },
): Promise<boolean> {
  const inserted = await tx
    .insert(deliveryCodes)
    .values(values)
    .onConflictDoNothing({ target: deliveryCodes.orderId })
    .returning({ orderId: deliveryCodes.orderId });
  return inserted.length > 0;
}

export async function findCode(
  db: Database,
  orderId: number,
): Promise<DeliveryCodeRow | undefined> {
  const [row] = await db.select().from(deliveryCodes).where(eq(deliveryCodes.orderId, orderId));
  return row;
}

export async function codesOf(db: Database, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(deliveryCodes)
    .where(sql`${deliveryCodes.orderId} in (${sql.join([...orderIds], sql`, `)})`);
}

/**
 * One wrong code, counted in one statement: concurrent wrong codes each add one, and the one
 * that reaches `maxAttempts` locks the code. A locked or spent code is not counted (no row).
 */
export async function countWrongAttempt(
  db: Database,
  orderId: number,
  maxAttempts: number,
): Promise<{ attempts: number; locked: boolean } | undefined> {
  const [row] = await db
    .update(deliveryCodes)
    .set({
      attempts: sql`${deliveryCodes.attempts} + 1`,
      lockedAt: sql`case when ${deliveryCodes.attempts} + 1 >= ${maxAttempts} then now() end`,
    })
    .where(
      and(
        eq(deliveryCodes.orderId, orderId),
        isNull(deliveryCodes.lockedAt),
        isNull(deliveryCodes.usedAt),
      ),
    )
    .returning({ attempts: deliveryCodes.attempts, lockedAt: deliveryCodes.lockedAt });
  return row ? { attempts: row.attempts, locked: row.lockedAt !== null } : undefined;
}

/**
 * Spends the code: only a live, unlocked one (`requireUnlocked`), or any unspent one when the
 * carrier proves the delivery without it (which also lifts a lock). The code itself is cleared.
 */
export async function spendCode(
  tx: Database,
  orderId: number,
  options: { requireUnlocked: boolean },
): Promise<boolean> {
  const spent = await tx
    .update(deliveryCodes)
    .set({ usedAt: sql`now()`, code: null, lockedAt: null })
    .where(
      and(
        eq(deliveryCodes.orderId, orderId),
        isNull(deliveryCodes.usedAt),
        options.requireUnlocked ? isNull(deliveryCodes.lockedAt) : undefined,
      ),
    )
    .returning({ orderId: deliveryCodes.orderId });
  return spent.length > 0;
}

/** An admin lifts a lock: the count starts again. */
export async function unlockCode(db: Database, orderId: number): Promise<boolean> {
  const unlocked = await db
    .update(deliveryCodes)
    .set({ attempts: 0, lockedAt: null })
    .where(
      and(
        eq(deliveryCodes.orderId, orderId),
        isNull(deliveryCodes.usedAt),
        sql`${deliveryCodes.lockedAt} is not null`,
      ),
    )
    .returning({ orderId: deliveryCodes.orderId });
  return unlocked.length > 0;
}
