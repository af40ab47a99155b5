import { cartRules, productRules, type ValidationMessageKey } from "@kesht/contracts";

/*
 * The cart's arithmetic, without the database: counts are stored with three decimals
 * (numeric(14,3)), prices are whole rials, and a line's total is rounded to the rial.
 */

/** Counts are kept to the gram (three decimals); anything finer is a typing slip. */
const COUNT_SCALE = 1000;

/**
 * What is wrong with a count for a unit at a price, or null when it is fine. A line must be
 * worth at least one rial: a gram of something priced at 1 toman a kilo rounds to nothing,
 * and an order of nothing cannot be paid for (issue 23).
 */
export function countProblem(
  count: number,
  allowsFraction: boolean,
  unitPriceRials: number,
): ValidationMessageKey | null {
  if (!Number.isFinite(count) || count <= 0) return "positive_number";
  if (count > cartRules.maxCount) return "count_too_large";
  if (!allowsFraction && !Number.isInteger(count)) return "fraction_not_allowed";
  const scaled = count * COUNT_SCALE;
  // Less than a thousandth would be stored as 0.000, which the column's check refuses.
  if (Math.round(scaled) < 1) return "positive_number";
  if (Math.abs(scaled - Math.round(scaled)) > 1e-6) return "invalid_number";
  if (lineTotalRials(unitPriceRials, count) < 1) return "count_worth_nothing";
  return null;
}

/**
 * Whether a line stays inside the bounds that keep totals safe integers (decision 015): its
 * count and today's price within the rules, and worth at least a rial. A line from before the
 * bounds, or whose product was priced above them or cut to a price at which the line rounds
 * to nothing, is shown as not available rather than overflowing the cart or failing checkout.
 */
export function lineWithinBounds(unitPriceRials: number, count: number): boolean {
  return (
    count <= cartRules.maxCount &&
    unitPriceRials <= productRules.maxPriceToman * 10 &&
    lineTotalRials(unitPriceRials, count) >= 1
  );
}

/**
 * `unitPriceRials × count`, rounded half up to a whole rial. Computed on integers (the count
 * in thousandths), so 2.675 kg at any price gives the same answer on every machine.
 */
export function lineTotalRials(unitPriceRials: number, count: number): number {
  const thousandths = BigInt(Math.round(count * COUNT_SCALE));
  const scale = BigInt(COUNT_SCALE);
  return Number((BigInt(unitPriceRials) * thousandths + scale / 2n) / scale);
}
