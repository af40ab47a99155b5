import type { Gateway, Payment } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../lib/app-error";
import type { PaymentGateway, VerifyResult } from "./gateways/gateway";
import type { PaymentRow } from "./payments.repo";
import * as repo from "./payments.repo";

export { transitionPayment } from "./payments.transition";
export type { PaymentRow };

export interface PaymentDeps {
  gateways: ReadonlyMap<Gateway, PaymentGateway>;
  /** The site's public address, for the callbacks of gateways outside this server. */
  publicWebUrl: string;
  log: FastifyBaseLogger;
}

/** A gateway that is offered here, or 422 `gateway_unavailable`. */
export function offeredGateway(deps: PaymentDeps, name: Gateway): PaymentGateway {
  const gateway = deps.gateways.get(name);
  if (!gateway) throw new AppError("gateway_unavailable");
  return gateway;
}

/** The payment as the contracts show it; a pending one carries the page to pay on. */
export function toPayment(deps: Pick<PaymentDeps, "gateways">, row: PaymentRow): Payment {
  const gateway = deps.gateways.get(row.gateway as Gateway);
  return {
    id: row.id,
    purpose: row.purpose as Payment["purpose"],
    order_id: row.orderId,
    amount_rials: row.amountRials,
    currency: row.currency as Payment["currency"],
    amount_minor: row.amountMinor,
    rate: row.rate === null ? null : Number(row.rate),
    gateway: row.gateway as Gateway,
    status: row.status,
    reference_id: row.referenceId,
    redirect_url:
      row.status === "pending" && gateway && row.authority
        ? gateway.paymentPageUrl(row.authority)
        : null,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

/** Where the browser is sent after the gateway: the order, or the wallet that was credited. */
export type Landing = { outcome: "paid" | "failed"; to: "order" | "wallet" };

export function landingPath(row: PaymentRow, landing: Landing): string {
  const query = `?payment=${landing.outcome}`;
  if (landing.to === "order" && row.orderId !== null) {
    return `/customer/orders/${row.orderId}${query}`;
  }
  return row.payerRole === "seller"
    ? `/shop/profile/wallet${query}`
    : `/customer/profile/wallet${query}`;
}

/** Asks the payment's gateway whether it was paid; "unknown" when the gateway is gone. */
export async function verifyWithGateway(deps: PaymentDeps, row: PaymentRow): Promise<VerifyResult> {
  const gateway = deps.gateways.get(row.gateway as Gateway);
  if (!gateway || !row.authority) {
    return { status: "unknown", reason: `gateway ${row.gateway} is not offered any more` };
  }
  return gateway.verify({ authority: row.authority, amountMinor: row.amountMinor });
}

/** A payment for its owner: 404 when there is none, 403 when it is someone else's. */
export async function findOwnPayment(
  db: Database,
  userId: number,
  id: string,
): Promise<PaymentRow> {
  const row = await repo.findPayment(db, id);
  if (!row) throw new AppError("payment_not_found");
  if (row.userId !== userId) throw new AppError("forbidden");
  return row;
}

/**
 * An order's payments, newest first, for the admins: what was asked of which gateway and how
 * it ended. Without the page to pay on, which is the customer's alone.
 */
export async function paymentsOfOrder(db: Database, orderId: number): Promise<Payment[]> {
  const rows = await repo.paymentsOfOrder(db, orderId);
  return rows.map((row) => toPayment({ gateways: new Map() }, row));
}

export const findPaymentByAuthority = repo.findPaymentByAuthority;
export const lockPayment = repo.lockPayment;
export const findDuePayments = repo.findDuePayments;
