import {
  cancellableStatuses,
  type OrderSide,
  type OrderStatus,
  type OrderTab,
  orderTabsOf,
} from "@kesht/contracts";

/**
 * How the pages present an order's status (ARCHITECTURE §6): the tab in the URL, the badge's
 * colour, and what each side may do with it. The tabs and who may cancel come from the
 * contracts, the same rules the API enforces.
 */

/** The tab in the URL (`?tab=`), or the side's first tab when it is missing or not theirs. */
export function readOrderTab(side: OrderSide, value: string | string[] | undefined): OrderTab {
  const text = Array.isArray(value) ? value[0] : value;
  const tabs = orderTabsOf[side];
  return tabs.find((tab) => tab === text) ?? (tabs[0] as OrderTab);
}

/** What the reader may do with the order now (docs/commerce-api.md "Who cancels what"). */
export function orderActions(side: OrderSide, status: OrderStatus) {
  if (side === "customer") {
    return {
      canPay: status === "pending_payment",
      canAccept: false,
      canCancel: cancellableStatuses.customer.includes(status),
    };
  }
  return {
    canPay: false,
    canAccept: status === "paid",
    canCancel: cancellableStatuses.seller.includes(status),
  };
}

/**
 * A checkout whose payment never came and that the system closed (declined, out of time,
 * replaced): nothing was bought, so it is shown as a failed attempt, not as an order.
 */
export function isFailedAttempt(order: { status: OrderStatus; paid_at: string | null }): boolean {
  return order.status === "cancelled" && order.paid_at === null;
}

/** A cancelled order that had been paid: its money went back to the customer's wallet. */
export function wasRefunded(order: { status: OrderStatus; paid_at: string | null }): boolean {
  return order.status === "cancelled" && order.paid_at !== null;
}
