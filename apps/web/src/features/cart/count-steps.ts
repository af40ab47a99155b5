import { cartRules } from "@kesht/contracts";

/**
 * The amounts a cart line may hold. Units that allow fractions (kilograms) go in half steps,
 * the others (pieces, crates, heads) in whole ones; never above the stock on hand, nor above
 * the most one line may hold (`cartRules.maxCount`, which keeps totals exact).
 */

/** The smallest part of a fractional unit people buy: half a kilogram. */
export const FRACTION_STEP = 0.5;

export function countStep(allowsFraction: boolean): number {
  return allowsFraction ? FRACTION_STEP : 1;
}

/** Floating point would turn 3 × 0.1 into 0.30000000000000004; counts keep two decimals. */
function tidy(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * The largest count within `stock` (and the line's limit) that is a whole number of steps;
 * 0 when not even one fits.
 */
export function maxCount(stock: number, step: number): number {
  if (!Number.isFinite(stock) || stock < step) return 0;
  if (stock > cartRules.maxCount) return tidy(Math.floor(cartRules.maxCount / step) * step);
  // The small epsilon keeps 1.5 / 0.5 from flooring to 2.9999… steps.
  return tidy(Math.floor(stock / step + 1e-9) * step);
}

/**
 * A typed or stepped count made valid: rounded to the nearest step, at least one step and at
 * most what is in stock. 0 when nothing can be bought.
 */
export function clampCount(value: number, step: number, stock: number): number {
  const max = maxCount(stock, step);
  if (max === 0) return 0;
  if (!Number.isFinite(value)) return step;
  const rounded = tidy(Math.round(value / step) * step);
  return Math.min(max, Math.max(step, rounded));
}

/** True for a count the API accepts for this unit and stock. */
export function isAllowedCount(value: number, step: number, stock: number): boolean {
  return (
    value > 0 &&
    value <= Math.min(stock, cartRules.maxCount) &&
    clampCount(value, step, stock) === value
  );
}
