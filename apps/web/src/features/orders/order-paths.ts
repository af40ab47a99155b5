import type { OrderSide, OrderTab } from "@kesht/contracts";

/** The API's prefix for a side's orders (SPEC §7: /customer/orders, /seller/orders). */
export function ordersApi(side: OrderSide): string {
  return side === "customer" ? "/customer/orders" : "/seller/orders";
}

/** The web pages of a side's orders (SPEC §2). */
export function ordersPage(side: OrderSide): string {
  return side === "customer" ? "/customer/orders" : "/shop/orders";
}

export function orderPage(side: OrderSide, orderId: number): string {
  return `${ordersPage(side)}/${orderId}`;
}

/** The list on one tab; the first tab is the list's own address. */
export function ordersTabPage(side: OrderSide, tab: OrderTab, firstTab: OrderTab): string {
  return tab === firstTab ? ordersPage(side) : `${ordersPage(side)}?tab=${tab}`;
}

/** Every read of a side's orders is cached under this key; accepting or cancelling names it. */
export function ordersCacheKey(side: OrderSide): string {
  return `orders-${side}`;
}

/** The `[oid]` of an order's address as an id, or null when it is not one. */
export function readOrderId(oid: string): number | null {
  if (!/^[1-9]\d{0,15}$/.test(oid)) return null;
  const id = Number(oid);
  return Number.isSafeInteger(id) ? id : null;
}
