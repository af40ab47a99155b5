import type { OrderSide } from "@kesht/contracts";

/**
 * Cache keys that more than one feature names: a shipment changes its orders' statuses, so the
 * shipping pages refresh the orders' reads by the same key the orders pages read them under.
 */

/** Every read of a side's orders is cached under this key; accepting or cancelling names it. */
export function ordersCacheKey(side: OrderSide): string {
  return `orders-${side}`;
}
