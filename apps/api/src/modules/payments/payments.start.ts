import { randomUUID } from "node:crypto";
import { type Gateway, type Payment, RESERVATION_MINUTES, toPersianDigits } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { AppError } from "../../lib/app-error";
import { lockOrder } from "../orders/orders.service";
import { latestRate } from "../rates/rates.service";
import { GatewayError, type PaymentGateway } from "./gateways/gateway";
import { rialsPerDirham, rialsToFils } from "./payments.money";
import * as repo from "./payments.repo";
import { offeredGateway, type PaymentDeps, toPayment } from "./payments.service";
import { transitionPayment } from "./payments.transition";

export interface StartPaymentInput {
  userId: number;
  purpose: "order" | "wallet_credit";
  /** Whose wallet a credit goes to (a person may be a customer and a shop); orders are the customer's. */
  payerRole?: "customer" | "seller";
  orderId?: number;
  amountRials: number;
  gateway: Gateway;
}

export const CALLBACK_PATH = "/api/v1/payments/callback";

function callbackUrl(deps: PaymentDeps, gateway: PaymentGateway): string {
  const path = `${CALLBACK_PATH}/${gateway.name}`;
  return gateway.local ? path : `${deps.publicWebUrl.replace(/\/+$/, "")}${path}`;
}

/** What the payer reads on the gateway's page. */
function describe(payment: Pick<repo.PaymentRow, "purpose" | "orderId">): string {
  return payment.purpose === "order"
    ? `Kesht order ${payment.orderId} · سفارش ${toPersianDigits(String(payment.orderId))} کشت`
    : "Kesht wallet credit · افزایش اعتبار کیف پول کشت";
}

/** The amount in the gateway's currency, and the rate fixed for a dirham gateway. */
async function priceFor(tx: Database, gateway: PaymentGateway, amountRials: number) {
  if (gateway.currency === "IRR") return { amountMinor: amountRials, rate: null };
  const [usdIrr, usdAed] = await Promise.all([
    latestRate(tx, "USD_IRR"),
    latestRate(tx, "USD_AED"),
  ]);
  if (!usdIrr || !usdAed) {
    throw new AppError("unavailable", {
      messages: {
        en: "Payment in dirhams is not possible until the exchange rates are set.",
        fa: "پرداخت به درهم تا تعیین نرخ‌های ارز ممکن نیست.",
      },
    });
  }
  const rate = rialsPerDirham(Number(usdIrr.rate), Number(usdAed.rate));
  return { amountMinor: rialsToFils(amountRials, rate), rate };
}

/**
 * Starts a payment inside the caller's transaction: prices it and records it as pending,
 * not yet registered with the gateway (`openPayment` does that after the commit). For an order, the payment lasts as long as the order's
 * stock reservation, and replaces a pending payment the order already had (whose late
 * success, should it still come, is credited to the wallet instead).
 */
export async function startPayment(
  tx: Database,
  deps: PaymentDeps,
  input: StartPaymentInput,
): Promise<Payment> {
  const gateway = offeredGateway(deps, input.gateway);
  if (!Number.isSafeInteger(input.amountRials) || input.amountRials <= 0) {
    throw new Error("a payment needs a positive whole number of rials");
  }
  if (input.purpose === "order" && input.orderId === undefined) {
    throw new Error("an order payment needs its order");
  }

  let expiresAt = new Date(Date.now() + RESERVATION_MINUTES * 60_000);
  if (input.purpose === "order" && input.orderId !== undefined) {
    const order = await lockOrder(tx, input.orderId);
    if (order?.status !== "pending_payment") throw new AppError("invalid_transition");
    if (order.reservedUntil) {
      if (order.reservedUntil.getTime() <= Date.now()) throw new AppError("payment_not_pending");
      expiresAt = order.reservedUntil;
    }
    for (const replaced of await repo.lockPendingPaymentsOfOrder(tx, input.orderId)) {
      await transitionPayment(tx, replaced, "failed", {
        failureReason: "replaced by a newer payment",
      });
    }
  }

  const { amountMinor, rate } = await priceFor(tx, gateway, input.amountRials);
  const row = await repo.insertPayment(tx, {
    id: randomUUID(),
    userId: input.userId,
    purpose: input.purpose,
    payerRole: input.purpose === "order" ? "customer" : (input.payerRole ?? "customer"),
    orderId: input.orderId ?? null,
    amountRials: input.amountRials,
    currency: gateway.currency,
    amountMinor,
    rate: rate === null ? null : rate.toFixed(6),
    gateway: gateway.name,
    // Registered with the gateway by `openPayment`, once this transaction has committed.
    authority: null,
    expiresAt,
  });
  return toPayment(deps, row);
}

/**
 * Registers a started payment with its gateway and records the gateway's token for it,
 * outside any transaction: a slow gateway holds no row lock and no pooled connection (its
 * HTTP call is bounded by PAYMENT_TIMEOUT_MS). Call it after the transaction that started the
 * payment has committed; calling it again for the same payment (an Idempotency-Key replay)
 * answers with the token recorded first. A crash between the two leaves the payment without
 * a token: nobody can pay it, and the expiry sweep ends it and its order at its time.
 *
 * When the gateway refuses, the payment fails (its order keeps its reservation, and may be
 * paid again or checked out again) and 502 `gateway_failed` is thrown.
 */
export async function openPayment(db: Database, deps: PaymentDeps, id: string): Promise<Payment> {
  const row = await repo.findPayment(db, id);
  if (!row) throw new AppError("payment_not_found");
  const gateway = deps.gateways.get(row.gateway as Gateway);
  if (row.status !== "pending" || row.authority !== null || !gateway) {
    return toPayment(deps, row);
  }

  let authority: string;
  try {
    ({ authority } = await gateway.request({
      amountMinor: row.amountMinor,
      callbackUrl: callbackUrl(deps, gateway),
      description: describe(row),
      mobile: await repo.payerMobile(db, row.userId),
    }));
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    deps.log.warn(
      { gateway: gateway.name, err: error.message, code: error.code },
      "gateway refused a payment",
    );
    await db.transaction(async (tx) => {
      const locked = await repo.lockPayment(tx, id);
      if (locked?.status !== "pending" || locked.authority !== null) return;
      await transitionPayment(tx, locked, "failed", {
        failureReason: "the gateway refused to register it",
      });
    });
    throw new AppError("gateway_failed");
  }

  // Only the first token counts: a replay racing this one registered a token nobody uses.
  const recorded = await repo.recordAuthority(db, id, authority);
  return toPayment(deps, recorded ?? (await repo.findPayment(db, id)) ?? row);
}
