import { cartRules, productRules, type ValidationMessageKey } from "@kesht/contracts";

/*
 * The cart's arithmetic, without the database: counts are stored with three decimals
 * (numeric(14,3)), prices are whole rials, and a line's total is rounded to the rial.
 */

/** Counts are kept to the gram (three decimals); anything finer is a typing slip. */
const COUNT_SCALE = 1000;

/** What is wrong with a count for a unit, or null when it is fine. */
export function countProblem(count: number, allowsFraction: boolean): ValidationMessageKey | null {
  if (!Number.isFinite(count) || count <= 0) return "positive_number";
  if (count > cartRules.maxCount) return "count_too_large";
  if (!allowsFraction && !Number.isInteger(count)) return "fraction_not_allowed";
  const scaled = count * COUNT_SCALE;
  // Less than a thousandth would be stored as 0.000, which the column's check refuses.
  if (Math.round(scaled) < 1) return "positive_number";
  if (Math.abs(scaled - Math.round(scaled)) > 1e-6) return "invalid_number";
  return null;
}

/**
 * Whether a line stays inside the bounds that keep totals safe integers (decision 015): its
 * count and today's price within the rules. A line from before the bounds, or whose product
 * was priced above them, is shown as not available rather than overflowing the cart.
 */
export function lineWithinBounds(unitPriceRials: number, count: number): boolean {
  return count <= cartRules.maxCount && unitPriceRials <= productRules.maxPriceToman * 10;
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
