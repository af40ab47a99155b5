import type { OrderStatus } from "@kesht/contracts";
import type { Tone } from "@/components/tone-badge";

/**
 * How the pages present an order's status (ARCHITECTURE §6): which list tab holds it, the
 * badge's colour, and what each side may do with it. The API decides all of this again; the
 * pages only follow it.
 */

export type OrderSide = "customer" | "seller";
export type OrderTab = "new" | "current" | "past";

/** SPEC §4's hints: a shop's new, current and past orders; a customer's current and past. */
export const orderTabsOf: Readonly<Record<OrderSide, readonly OrderTab[]>> = {
  customer: ["current", "past"],
  seller: ["new", "current", "past"],
};

/** The tab in the URL (`?tab=`), or the side's first tab when it is missing or not theirs. */
export function readOrderTab(side: OrderSide, value: string | string[] | undefined): OrderTab {
  const text = Array.isArray(value) ? value[0] : value;
  const tabs = orderTabsOf[side];
  return tabs.find((tab) => tab === text) ?? (tabs[0] as OrderTab);
}

const pastStatuses: readonly OrderStatus[] = ["received", "completed", "cancelled"];

/** The tab an order of this status is listed under, as the API lists it. */
export function tabOfStatus(side: OrderSide, status: OrderStatus): OrderTab {
  if (pastStatuses.includes(status)) return "past";
  // A shop never sees an unpaid order; a paid one waits for it in "new".
  if (side === "seller" && (status === "paid" || status === "pending_payment")) return "new";
  return "current";
}

/** The badge's colour: waiting on someone, moving, done well, or ended badly. */
export function statusTone(status: OrderStatus): Tone {
  switch (status) {
    case "pending_payment":
      return "amber";
    case "paid":
      return "sky";
    case "preparing":
    case "awaiting_driver":
    case "driver_assigned":
    case "in_transit":
      return "indigo";
    case "delivered":
      return "teal";
    case "received":
    case "completed":
      return "green";
    case "cancelled":
      return "red";
    case "disputed":
      return "orange";
  }
}

/** What the reader may do with the order now (docs/commerce-api.md "Who cancels what"). */
export function orderActions(side: OrderSide, status: OrderStatus) {
  if (side === "customer") {
    return {
      canPay: status === "pending_payment",
      canAccept: false,
      canCancel: status === "paid",
    };
  }
  return {
    canPay: false,
    canAccept: status === "paid",
    canCancel: status === "paid" || status === "preparing",
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
