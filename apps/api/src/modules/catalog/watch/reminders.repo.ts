import type { ReminderKind } from "@kesht/contracts";
import { type Database, schema } from "@kesht/db";
import { and, eq, gt, isNull, sql } from "drizzle-orm";

import { productStockTotal } from "../variants.repo";

const { productReminders, products } = schema;

/**
 * The product's stock and the price a customer pays, its row share-locked until the caller's
 * transaction ends: a change of stock or price (which takes the row's update lock) waits for
 * a reminder being set, and then sees it.
 */
export async function lockProductForReminder(tx: Database, productId: number) {
  const [row] = await tx
    .select({
      // Its variants' stock together (decision 041); a release locks this row before it adds.
      stock: productStockTotal(),
      discountedPriceRials: products.discountedPriceRials,
      isActive: products.isActive,
      deletedAt: products.deletedAt,
    })
    .from(products)
    .where(eq(products.id, productId))
    .for("share");
  return row;
}

/** Opens a reminder; a second open one of the same kind is refused by the unique index, quietly. */
export async function insertReminder(
  tx: Database,
  reminder: { userId: number; productId: number; kind: ReminderKind; priceRialsAtSet: number },
) {
  await tx.insert(productReminders).values(reminder).onConflictDoNothing();
}

const openOf = (userId: number, productId: number) =>
  and(
    eq(productReminders.userId, userId),
    eq(productReminders.productId, productId),
    isNull(productReminders.firedAt),
  );

export async function deleteOpenReminder(
  db: Database,
  reminder: { userId: number; productId: number; kind: ReminderKind },
) {
  await db
    .delete(productReminders)
    .where(
      and(openOf(reminder.userId, reminder.productId), eq(productReminders.kind, reminder.kind)),
    );
}

export async function openReminderKinds(
  db: Database,
  userId: number,
  productId: number,
): Promise<ReminderKind[]> {
  const rows = await db
    .select({ kind: productReminders.kind })
    .from(productReminders)
    .where(openOf(userId, productId));
  return rows.map((row) => row.kind);
}

/**
 * Claims the product's open reminders of a kind (those set above `belowPrice`, for a price
 * drop): marks them fired and answers whose they were. Run in the transaction that changed
 * the stock or price, after the product's row is locked by that change, so two changes claim
 * each reminder once between them: the second waits on the row, then finds it fired.
 */
export async function claimOpenReminders(
  tx: Database,
  productId: number,
  kind: ReminderKind,
  belowPrice?: number,
) {
  const conditions = [
    eq(productReminders.productId, productId),
    eq(productReminders.kind, kind),
    isNull(productReminders.firedAt),
  ];
  if (belowPrice !== undefined) conditions.push(gt(productReminders.priceRialsAtSet, belowPrice));
  return tx
    .update(productReminders)
    .set({ firedAt: sql`now()` })
    .where(and(...conditions))
    .returning({
      userId: productReminders.userId,
      priceRialsAtSet: productReminders.priceRialsAtSet,
    });
}

/** The names a notification about the product shows. */
export async function productNames(tx: Database, productId: number) {
  const [row] = await tx
    .select({ name: products.name, latinName: products.latinName })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}
