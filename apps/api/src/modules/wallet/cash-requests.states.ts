import type { CashRequestStatus } from "@kesht/contracts";
import { AppError } from "../../lib/app-error";

/**
 * A cash-out request's lifecycle, in one place:
 *
 *   pending ──(admin pays it out)──▶ paid
 *      └─────(admin rejects it)───▶ rejected
 *
 * `paid` and `rejected` are final. Every status change goes through `assertCashRequestTransition`
 * (via the one writer, `decideCashRequest`).
 */
export const cashRequestTransitions: Readonly<
  Record<CashRequestStatus, readonly CashRequestStatus[]>
> = {
  pending: ["paid", "rejected"],
  paid: [],
  rejected: [],
};

export function canTransition(from: CashRequestStatus, to: CashRequestStatus): boolean {
  return cashRequestTransitions[from].includes(to);
}

/** Throws 409 `cash_request_decided` unless `from → to` is in the table. */
export function assertCashRequestTransition(from: CashRequestStatus, to: CashRequestStatus): void {
  if (!canTransition(from, to)) throw new AppError("cash_request_decided");
}
