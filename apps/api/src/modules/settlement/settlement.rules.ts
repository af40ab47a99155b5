/*
 * How a received order's money is shared out (ARCHITECTURE §6 "Money", docs/decisions/
 * 012-settlement.md). Pure arithmetic in whole rials, so every part adds up exactly to what
 * the customer paid; the settlement flow turns the answer into one ledger transaction.
 */

// Shared with the discount codes, which share a discount over an order's lines the same way.
export { splitByWeight } from "../../lib/split-by-weight";

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
