import type { CartGroup, CartLine } from "@kesht/contracts";

/**
 * The header badge's number (SPEC §7): the sum of every line's count. Half a kilogram still
 * means something is in the cart, so a fractional sum rounds up rather than down to nothing.
 */
export function cartCountOf(groups: readonly CartGroup[]): number {
  const sum = groups.reduce(
    (total, group) => total + group.orders.reduce((lines, line) => lines + line.count, 0),
    0,
  );
  return Math.ceil(Math.round(sum * 100) / 100);
}

/** The line's count, or 0 when the product is not in the cart. */
export function countInCart(groups: readonly CartGroup[] | undefined, productId: number): number {
  for (const group of groups ?? []) {
    const line = group.orders.find((order) => order.product_id === productId);
    if (line) return line.count;
  }
  return 0;
}

export type LineProblem = "unavailable" | "over_stock";

/** What keeps a line from being bought as it stands; null when it can be. */
export function lineProblem(line: CartLine): LineProblem | null {
  if (!line.available) return "unavailable";
  if (line.count > line.stock) return "over_stock";
  return null;
}

/** A group can be checked out once none of its lines has a problem. */
export function canCheckOut(group: CartGroup): boolean {
  return group.orders.length > 0 && group.orders.every((line) => lineProblem(line) === null);
}
