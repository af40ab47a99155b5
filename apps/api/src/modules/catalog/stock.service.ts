import type { Database } from "@kesht/db";
import * as repo from "./stock.repo";
import { fireReminders } from "./watch/reminders.service";

/*
 * Stock's one home: what an order reserves comes off a variant here, and what a cancelled or
 * expired order held goes back here. Both walk the lines in (product, variant) order, so two
 * reservations, or a reservation and a release, never wait on each other in a circle.
 */

export interface StockLine {
  productId: number;
  variantId: number;
  count: number;
}

/**
 * Reserves one line with a guarded UPDATE: answers what the order keeps of the variant
 * (today's price, names, unit, weight), or undefined when its product is not listed, the
 * variant was taken off it, or it has less than `count` (nothing changed then).
 */
export function reserveStock(tx: Database, line: Pick<StockLine, "variantId" | "count">) {
  return repo.takeStock(tx, line.variantId, line.count);
}

/** A variant's product name, stock and whether it is listed: why a reservation failed. */
export function variantStock(tx: Database, variantId: number) {
  return repo.variantStock(tx, variantId);
}

/**
 * Puts the lines' counts back on their variants' stock (a cancelled or expired order). A
 * product that had none left is back in stock: its reminders fire in this transaction.
 */
export async function releaseStock(tx: Database, lines: readonly StockLine[]): Promise<void> {
  const inOrder = [...lines].sort((a, b) => a.productId - b.productId || a.variantId - b.variantId);
  for (const line of inOrder) {
    const before = await repo.lockStockAndPrice(tx, line.productId);
    await repo.putStockBack(tx, line.variantId, line.count);
    if (!before) continue;
    await fireReminders(tx, line.productId, before, {
      ...before,
      stock: before.stock + line.count,
    });
  }
}
