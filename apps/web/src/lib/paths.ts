import type { OrderSide, OrderTab } from "@kesht/contracts";

/*
 * The web's pages (SPEC §2), named once: a feature links to another feature's page through
 * these builders, never by writing its address, so a moved page is changed here alone.
 */

/** The pages of a side's orders: a customer's under /customer, a shop's under /shop. */
function ordersOf(side: OrderSide): string {
  return side === "customer" ? "/customer/orders" : "/shop/orders";
}

/** The role's messages page, where the bell goes. */
function messagesOf(side: OrderSide): string {
  return side === "customer" ? "/customer/profile/messages" : "/shop/profile/messages";
}

/** Where a thread is read from: its order's side, or the driver's job the order travels in. */
type ThreadSeat = { role: OrderSide; orderId: number } | { role: "driver"; groupId: number };

export const paths = {
  /** A product's page in the storefront. */
  product: (productId: number) => `/customer/products/${productId}`,
  /** A shop's page in the storefront. */
  shop: (shopId: number) => `/customer/shops/${shopId}`,
  /** A product as its shop edits it. */
  shopProduct: (productId: number) => `/shop/products/${productId}`,
  orders: ordersOf,
  order: (side: OrderSide, orderId: number) => `${ordersOf(side)}/${orderId}`,
  /** The orders list on one tab; the first tab without a query. */
  ordersTab: (side: OrderSide, tab: OrderTab, firstTab: OrderTab) =>
    tab === firstTab ? ordersOf(side) : `${ordersOf(side)}?tab=${tab}`,
  /** An order in the admin's console. */
  adminOrder: (orderId: number) => `/admin/orders/${orderId}`,
  /** The shop's forms that send an order: asking drivers to carry it, or carrying it itself. */
  orderLoadingRequest: (orderId: number) => `/shop/orders/${orderId}/loading-request`,
  orderSelfLoading: (orderId: number) => `/shop/orders/${orderId}/self-loading`,
  /** A shop's shipment of several orders. */
  orderGroup: (groupId: number) => `/shop/order-groups/${groupId}`,
  /** A driver's job: the shipment they carry. */
  driverJob: (groupId: number) => `/driver/jobs/${groupId}`,
  /** A loading request a driver may bid on. */
  loadingRequest: (requestId: number) => `/driver/loading-requests/${requestId}`,
  messages: messagesOf,
  thread: (side: OrderSide, orderId: number) => `${messagesOf(side)}/${orderId}`,
  /** An order's thread opened from the order's own page. */
  orderChat: (side: OrderSide, orderId: number) =>
    `${side === "customer" ? "/customer" : "/shop"}/orders/${orderId}/chat`,
  /** A paid order's invoice, as its buyer, its shop or an admin reads it. */
  orderInvoice: (side: OrderSide | "admin", orderId: number) =>
    `${side === "admin" ? "/admin/orders" : ordersOf(side)}/${orderId}/invoice`,
  driverChat: (groupId: number, orderId: number) =>
    `/driver/jobs/${groupId}/orders/${orderId}/chat`,
  /** Where a thread that cannot be shown sends its reader back to. */
  threadFallback: (seat: ThreadSeat) =>
    seat.role === "driver" ? `/driver/jobs/${seat.groupId}` : messagesOf(seat.role),
} as const;

/** The `[oid]` of an order's address as an id, or null when it is not one. */
export function readOrderId(oid: string): number | null {
  if (!/^[1-9]\d{0,15}$/.test(oid)) return null;
  const id = Number(oid);
  return Number.isSafeInteger(id) ? id : null;
}
