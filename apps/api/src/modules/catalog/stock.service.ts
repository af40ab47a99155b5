import type { Database } from "@kesht/db";
import * as repo from "./stock.repo";

/*
 * Stock's one home: what an order reserves comes off a variant here, and what a cancelled or
 * expired order held goes back here. Both walk the lines in variant order, so two
 * reservations, or a reservation and a release, never wait on each other in a circle.
 */

export interface StockLine {
  variantId: number;
  count: number;
}

/**
 * Reserves one line with a guarded UPDATE: answers what the order keeps of the variant
 * (today's price, names, unit, weight), or undefined when its product is not listed, the
 * variant was taken off it, or it has less than `count` (nothing changed then).
 */
export function reserveStock(tx: Database, line: StockLine) {
  return repo.takeStock(tx, line.variantId, line.count);
}

/** A variant's product name, stock and whether it is listed: why a reservation failed. */
export function variantStock(tx: Database, variantId: number) {
  return repo.variantStock(tx, variantId);
}

/** Puts the lines' counts back on their variants' stock (a cancelled or expired order). */
export async function releaseStock(tx: Database, lines: readonly StockLine[]): Promise<void> {
  const inVariantOrder = [...lines].sort((a, b) => a.variantId - b.variantId);
  for (const line of inVariantOrder) await repo.putStockBack(tx, line.variantId, line.count);
}
