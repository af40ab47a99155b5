import type { cashRequestStatuses } from "@kesht/contracts";

export type CashRequestStatus = (typeof cashRequestStatuses)[number];

/** The cash-out screen's tabs: the queue of pending requests first (the default), then decided ones. */
export const cashRequestTabs = ["pending", "paid", "rejected"] as const satisfies readonly [
  CashRequestStatus,
  ...CashRequestStatus[],
];
