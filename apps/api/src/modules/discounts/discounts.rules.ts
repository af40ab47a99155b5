import type { DiscountFunder } from "@kesht/contracts";
import { splitByWeight } from "../../lib/split-by-weight";

/*
 * The arithmetic and the refusals of discount codes (docs/decisions/040-discount-codes.md),
 * pure and in whole rials.
 */

export interface CodeTerms {
  sellerId: number | null;
  kind: "percent" | "amount";
  percent: number | null;
  amountRials: number | null;
  minBasketRials: number;
  perPersonLimit: number | null;
  totalLimit: number | null;
  startsOn: string | null;
  endsOn: string | null;
  active: boolean;
}

export type Refusal =
  | "discount_code_inactive"
  | "discount_code_not_started"
  | "discount_code_expired"
  | "discount_code_other_shop"
  | "discount_code_below_minimum"
  | "discount_code_used_up"
  | "discount_code_person_limit";

export function fundedBy(code: Pick<CodeTerms, "sellerId">): DiscountFunder {
  return code.sellerId === null ? "platform" : "shop";
}

/**
 * Why `code` cannot lower this basket, or null when it can. Checked in the order a customer
 * can act on: whether it is usable at all (switched off, not yet, no longer), whether it
 * fits this basket (the shop, the minimum), then whether uses are left.
 */
export function refusalOf(
  code: CodeTerms,
  basket: {
    /** Tehran's date today, yyyy-mm-dd. */
    today: string;
    sellerId: number;
    itemsTotalRials: number;
    usedCount: number;
    usedByPerson: number;
  },
): Refusal | null {
  if (!code.active) return "discount_code_inactive";
  if (code.startsOn !== null && basket.today < code.startsOn) return "discount_code_not_started";
  if (code.endsOn !== null && basket.today > code.endsOn) return "discount_code_expired";
  if (code.sellerId !== null && code.sellerId !== basket.sellerId) {
    return "discount_code_other_shop";
  }
  if (basket.itemsTotalRials < code.minBasketRials) return "discount_code_below_minimum";
  if (code.totalLimit !== null && basket.usedCount >= code.totalLimit) {
    return "discount_code_used_up";
  }
  if (code.perPersonLimit !== null && basket.usedByPerson >= code.perPersonLimit) {
    return "discount_code_person_limit";
  }
  return null;
}

/**
 * What a code takes off goods worth `itemsTotalRials` (never the shipping fee): a percentage
 * rounded down, or the amount. Never all of it: an order always costs at least one rial,
 * since the ledger and the gateways move only positive amounts.
 */
export function discountRialsOf(
  code: Pick<CodeTerms, "kind" | "percent" | "amountRials">,
  itemsTotalRials: number,
): number {
  const raw =
    code.kind === "percent"
      ? Math.floor((itemsTotalRials * (code.percent ?? 0)) / 100)
      : (code.amountRials ?? 0);
  return Math.max(0, Math.min(raw, itemsTotalRials - 1));
}

/**
 * The discount shared over the order's lines in proportion to their totals, by largest
 * remainder: the parts add up to the discount exactly and none exceeds its line's total.
 */
export function discountPerLine(discountRials: number, lineTotals: readonly number[]): number[] {
  if (discountRials === 0) return lineTotals.map(() => 0);
  return splitByWeight(discountRials, lineTotals);
}

/**
 * Of `listRials` of a line (at its list price) given back, the discount's part: the line's
 * discount in proportion. The customer gets `listRials` less this, so a refund never returns
 * more than they paid for the line.
 */
export function discountPartRials(
  line: { totalRials: number; discountRials: number },
  listRials: number,
): number {
  if (line.discountRials === 0 || line.totalRials === 0) return 0;
  return Math.round((listRials * line.discountRials) / line.totalRials);
}
