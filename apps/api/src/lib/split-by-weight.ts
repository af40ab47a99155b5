/*
 * Whole rials shared out in proportion (a driver's price over a shipment's orders, a discount
 * over an order's lines), so the parts always add up to the total exactly.
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
