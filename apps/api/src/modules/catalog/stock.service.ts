import type { Database } from "@kesht/db";
import * as repo from "./stock.repo";
import { fireReminders } from "./watch/reminders.service";

/*
 * Stock's one home: what an order reserves comes off here, and what a cancelled or expired
 * order held goes back here. Both walk the lines in product order, so two reservations, or a
 * reservation and a release, never wait on each other in a circle.
 */

export interface StockLine {
  productId: number;
  count: number;
}

/**
 * Reserves one line with a guarded UPDATE: answers what the order keeps of the product
 * (today's price, names, unit), or undefined when the product is not listed or has less
 * than `count` (nothing changed then).
 */
export function reserveStock(tx: Database, line: StockLine) {
  return repo.takeStock(tx, line.productId, line.count);
}

/** A product's name, stock and whether it is listed: why a reservation failed. */
export function productStock(tx: Database, productId: number) {
  return repo.productStock(tx, productId);
}

/**
 * Puts the lines' counts back on their products' stock (a cancelled or expired order). A
 * product that had none left is back in stock: its reminders fire in this transaction.
 */
export async function releaseStock(tx: Database, lines: readonly StockLine[]): Promise<void> {
  const inProductOrder = [...lines].sort((a, b) => a.productId - b.productId);
  for (const line of inProductOrder) {
    const after = await repo.putStockBack(tx, line.productId, line.count);
    if (!after) continue;
    const before = { ...after, stock: after.stock - line.count };
    await fireReminders(tx, line.productId, before, after);
  }
}
