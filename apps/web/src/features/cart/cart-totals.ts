import type { CartGroup, CartLine } from "@kesht/contracts";

/**
 * The header badge's number: how many lines the cart holds, a product in kilograms being one
 * item like a product in pieces (docs/decisions/006: SPEC §7's "sums the counts" read as the
 * lines' count, since adding kilograms to crates means nothing to a person).
 */
export function cartCountOf(groups: readonly CartGroup[]): number {
  return groups.reduce((total, group) => total + group.orders.length, 0);
}

/** The line's count, or 0 when the product is not in the cart. */
export function countInCart(
  groups: readonly CartGroup[] | undefined,
  productId: number,
  variantId?: number,
): number {
  for (const group of groups ?? []) {
    const line = group.orders.find(
      (order) =>
        order.product_id === productId &&
        (variantId === undefined || order.variant_id === variantId),
    );
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
