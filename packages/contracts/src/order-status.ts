import type { OrderStatus, orderTabs } from "./commerce";

/*
 * The order rules the API enforces and the web pages show, in one place: which list tab
 * holds which statuses for each side, and from which statuses each side may cancel
 * (docs/commerce-api.md "Who cancels what"). The transitions themselves live with the API's
 * state table.
 */

export type OrderSide = "customer" | "seller";
export type OrderTab = (typeof orderTabs)[number];

const sellerTabs = {
  /** Paid orders waiting for the shop to accept them; a shop never sees an unpaid one. */
  new: ["paid"],
  current: [
    "preparing",
    "awaiting_driver",
    "driver_assigned",
    "in_transit",
    "delivered",
    "disputed",
  ],
  past: ["received", "completed", "cancelled"],
} as const satisfies Record<OrderTab, readonly OrderStatus[]>;

/** Each side's tabs, in the order they are shown, with the statuses each lists. */
export const orderTabStatuses = {
  seller: sellerTabs,
  /** The customer's current orders also hold what is being paid for and what was just paid. */
  customer: {
    current: ["pending_payment", "paid", ...sellerTabs.current],
    past: sellerTabs.past,
  },
} as const satisfies {
  seller: Record<OrderTab, readonly OrderStatus[]>;
  customer: Partial<Record<OrderTab, readonly OrderStatus[]>>;
};

/** SPEC §4's hints: a shop's new, current and past orders; a customer's current and past. */
export const orderTabsOf: Readonly<Record<OrderSide, readonly OrderTab[]>> = {
  customer: Object.keys(orderTabStatuses.customer) as OrderTab[],
  seller: Object.keys(orderTabStatuses.seller) as OrderTab[],
};

/**
 * Who may cancel from which status: a customer only until the shop accepts the order, a shop
 * until it hands the order over.
 */
export const cancellableStatuses: Readonly<Record<OrderSide, readonly OrderStatus[]>> = {
  customer: ["paid"],
  seller: ["paid", "preparing"],
};

/** The tab an order of this status is listed under for this side; null where it is not listed. */
export function tabOfStatus(side: OrderSide, status: OrderStatus): OrderTab | null {
  const tabs: Partial<Record<OrderTab, readonly OrderStatus[]>> = orderTabStatuses[side];
  return orderTabsOf[side].find((tab) => tabs[tab]?.includes(status)) ?? null;
}
