/*
 * How a received order's money is shared out (ARCHITECTURE §6 "Money", docs/decisions/
 * 012-settlement.md). Pure arithmetic in whole rials, so every part adds up exactly to what
 * the customer paid; the settlement flow turns the answer into one ledger transaction.
 */

/**
 * Splits `totalRials` across parts in proportion to their weights, by largest remainder:
 * each part gets its floor, and the rials left over go one each to the parts with the
 * largest fractions (the earlier part on a tie), so the parts always sum to the total.
 * Parts of no weight at all share the total equally (a group of boxes counted by the piece).
 */
export function splitByWeight(totalRials: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(totalRials) || totalRials < 0) {
    throw new Error("a total to split must be a whole, non-negative number of rials");
  }
  if (weights.length === 0) throw new Error("nothing to split a total across");
  const sum = weights.reduce((acc, weight) => acc + Math.max(0, weight), 0);
  const shares =
    sum > 0
      ? weights.map((weight) => Math.max(0, weight) / sum)
      : weights.map(() => 1 / weights.length);
  const exact = shares.map((share) => share * totalRials);
  const parts = exact.map((value) => Math.floor(value));
  let left = totalRials - parts.reduce((acc, part) => acc + part, 0);
  const byFraction = exact
    .map((value, index) => ({ index, fraction: value - Math.floor(value) }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of byFraction) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/** The platform's commission: a percentage of the goods only, never of the shipping fee. */
export function commissionRials(goodsRials: number, commissionPercent: number): number {
  return Math.round((goodsRials * commissionPercent) / 100);
}

export interface OrderSettlementInput {
  /** What the goods cost (the order's items total). */
  goodsRials: number;
  /** The shipping fee the customer paid at checkout. */
  shippingFeeRials: number;
  /** This order's share of the accepted driver price; 0 when no driver carried it. */
  driverShareRials: number;
  commissionPercent: number;
}

export interface OrderSettlement {
  /** Leaves the seller's pending income: everything the customer paid for the order. */
  pendingRials: number;
  commissionRials: number;
  driverRials: number;
  /**
   * The seller's part: goods − commission + fee − driver share. Negative when the driver
   * cost more than the fee and the goods left.
   */
  sellerRials: number;
}

/** One order's settlement; its parts sum exactly to what left pending income. */
export function settleOrder(input: OrderSettlementInput): OrderSettlement {
  const commission = commissionRials(input.goodsRials, input.commissionPercent);
  const pending = input.goodsRials + input.shippingFeeRials;
  return {
    pendingRials: pending,
    commissionRials: commission,
    driverRials: input.driverShareRials,
    sellerRials: pending - commission - input.driverShareRials,
  };
}
