import { randomUUID } from "node:crypto";
import { type Gateway, type Payment, RESERVATION_MINUTES, toPersianDigits } from "@kesht/contracts";
import { type Database, schema } from "@kesht/db";
import { and, asc, eq, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../lib/app-error";
import { creditWalletFromGateway } from "../ledger/ledger.postings";
import { walletKindFor } from "../ledger/ledger.service";
import { completeOrderPayment, failOrderPayment } from "../orders/orders.payments";
import { lockOrder } from "../orders/orders.transition";
import { findLatestRate } from "../rates/rates.repo";
import { GatewayError, type PaymentGateway, type VerifyResult } from "./gateways/gateway";
import { rialsPerDirham, rialsToFils } from "./payments.money";

const { payments, users } = schema;

export type PaymentRow = typeof payments.$inferSelect;

export interface PaymentDeps {
  gateways: ReadonlyMap<Gateway, PaymentGateway>;
  /** The site's public address, for the callbacks of gateways outside this server. */
  publicWebUrl: string;
  log: FastifyBaseLogger;
}

export interface StartPaymentInput {
  userId: number;
  purpose: "order" | "wallet_credit";
  /** Whose wallet a credit goes to (a person may be a customer and a shop); orders are the customer's. */
  payerRole?: "customer" | "seller";
  orderId?: number;
  amountRials: number;
  gateway: Gateway;
}

/** A gateway that is offered here, or 422 `gateway_unavailable`. */
export function offeredGateway(deps: PaymentDeps, name: Gateway): PaymentGateway {
  const gateway = deps.gateways.get(name);
  if (!gateway) throw new AppError("gateway_unavailable");
  return gateway;
}

export const CALLBACK_PATH = "/api/v1/payments/callback";

function callbackUrl(deps: PaymentDeps, gateway: PaymentGateway): string {
  const path = `${CALLBACK_PATH}/${gateway.name}`;
  return gateway.local ? path : `${deps.publicWebUrl.replace(/\/+$/, "")}${path}`;
}

/** What the payer reads on the gateway's page. */
function describe(input: StartPaymentInput): string {
  return input.purpose === "order"
    ? `Kesht order ${input.orderId} · سفارش ${toPersianDigits(String(input.orderId))} کشت`
    : "Kesht wallet credit · افزایش اعتبار کیف پول کشت";
}

/** The payment as the contracts show it; a pending one carries the page to pay on. */
export function toPayment(deps: PaymentDeps, row: PaymentRow): Payment {
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
    status: row.status as Payment["status"],
    reference_id: row.referenceId,
    redirect_url:
      row.status === "pending" && gateway && row.authority
        ? gateway.paymentPageUrl(row.authority)
        : null,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

/** The amount in the gateway's currency, and the rate fixed for a dirham gateway. */
async function priceFor(tx: Database, gateway: PaymentGateway, amountRials: number) {
  if (gateway.currency === "IRR") return { amountMinor: amountRials, rate: null };
  const [usdIrr, usdAed] = await Promise.all([
    findLatestRate(tx, "USD_IRR"),
    findLatestRate(tx, "USD_AED"),
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
 * Starts a payment inside the caller's transaction: prices it, registers it with the
 * gateway and records it as pending. For an order, the payment lasts as long as the order's
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
    await tx
      .update(payments)
      .set({
        status: "failed",
        failureReason: "replaced by a newer payment",
        completedAt: sql`now()`,
      })
      .where(and(eq(payments.orderId, input.orderId), eq(payments.status, "pending")));
  }

  const { amountMinor, rate } = await priceFor(tx, gateway, input.amountRials);
  const [payer] = await tx
    .select({ mobile: users.mobile })
    .from(users)
    .where(eq(users.id, input.userId));

  let authority: string;
  try {
    ({ authority } = await gateway.request({
      amountMinor,
      callbackUrl: callbackUrl(deps, gateway),
      description: describe(input),
      mobile: payer?.mobile,
    }));
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    deps.log.warn(
      { gateway: gateway.name, err: error.message, code: error.code },
      "gateway refused a payment",
    );
    throw new AppError("gateway_failed");
  }

  const [row] = await tx
    .insert(payments)
    .values({
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
      authority,
      expiresAt,
    })
    .returning();
  if (!row) throw new Error("the payment was not stored");
  return toPayment(deps, row);
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

/** Why the order of a payment that ended without money was closed. */
const reasons = {
  failed: "payment_failed",
  expired: "payment_expired",
} as const;

/**
 * Applies what the gateway said to a payment whose row the caller has locked:
 * - confirmed: the payment becomes paid and its money moves once (keyed by the payment): a
 *   wallet credit, or the order's payment; when the order can no longer take it (cancelled,
 *   or this payment was replaced or had expired), the money goes to the payer's wallet;
 * - refused: a pending payment fails, and so does its unpaid order;
 * - no answer: a pending payment stays pending;
 * - with `expire` (its time is up), a payment not confirmed expires instead.
 * A paid payment is never touched again, so a replay changes nothing.
 */
export async function applyVerification(
  tx: Database,
  row: PaymentRow,
  result: VerifyResult,
  options: { expire: boolean },
): Promise<Landing> {
  const to = row.purpose === "order" ? "order" : "wallet";
  if (row.status === "paid") return { outcome: "paid", to: row.failureReason ? "wallet" : to };

  if (result.status === "paid") {
    let landsIn: Landing["to"] = to;
    let note: string | null = null;
    if (row.purpose === "order" && row.orderId !== null) {
      const order = await lockOrder(tx, row.orderId);
      if (row.status === "pending" && order?.status === "pending_payment") {
        await completeOrderPayment(tx, { orderId: row.orderId, paymentId: row.id });
      } else {
        await creditWalletFromGateway(tx, {
          walletKind: "customer_wallet",
          userId: row.userId,
          paymentId: row.id,
          orderId: row.orderId,
          amountRials: row.amountRials,
        });
        landsIn = "wallet";
        // Kept on the paid payment, so a replayed callback also lands on the wallet.
        note = "confirmed after its order closed; credited to the wallet";
      }
    } else {
      await creditWalletFromGateway(tx, {
        walletKind: walletKindFor(row.payerRole === "seller" ? "seller" : "customer"),
        userId: row.userId,
        paymentId: row.id,
        amountRials: row.amountRials,
      });
    }
    await tx
      .update(payments)
      .set({
        status: "paid",
        referenceId: result.referenceId,
        failureReason: note,
        completedAt: sql`now()`,
      })
      .where(eq(payments.id, row.id));
    return { outcome: "paid", to: landsIn };
  }

  if (row.status !== "pending") return { outcome: "failed", to };
  // Past its time, a payment the gateway did not confirm has expired, whatever the reason.
  const status = options.expire ? "expired" : result.status === "failed" ? "failed" : null;
  if (status === null) return { outcome: "failed", to };
  await tx
    .update(payments)
    .set({ status, failureReason: result.reason, completedAt: sql`now()` })
    .where(eq(payments.id, row.id));
  if (row.purpose === "order" && row.orderId !== null) {
    await failOrderPayment(tx, { orderId: row.orderId, reason: reasons[status] });
  }
  return { outcome: "failed", to };
}

async function lockPayment(tx: Database, id: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for("update");
  return row;
}

async function verifyWith(deps: PaymentDeps, row: PaymentRow): Promise<VerifyResult> {
  const gateway = deps.gateways.get(row.gateway as Gateway);
  if (!gateway || !row.authority) {
    return { status: "unknown", reason: `gateway ${row.gateway} is not offered any more` };
  }
  return gateway.verify({ authority: row.authority, amountMinor: row.amountMinor });
}

/**
 * The gateway's callback: the query string only says which payment it is about; whether it
 * was paid is asked of the gateway, and the result applied once under the payment's lock.
 * Answers with where to send the browser (a path on the site).
 */
export async function settleCallback(
  db: Database,
  deps: PaymentDeps,
  gatewayName: string,
  authority: string | undefined,
): Promise<string> {
  const unknown = "/?payment=failed";
  if (!authority) return unknown;
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.authority, authority), eq(payments.gateway, gatewayName)));
  if (!row) {
    deps.log.warn({ gateway: gatewayName }, "payment callback for an unknown authority");
    return unknown;
  }
  if (row.status === "paid") {
    return landingPath(row, { outcome: "paid", to: row.failureReason ? "wallet" : "order" });
  }

  const result = await verifyWith(deps, row);
  if (result.status !== "paid") {
    deps.log.info({ payment: row.id, result }, "payment not confirmed by the gateway");
  }
  const landing = await db.transaction(async (tx) => {
    const locked = await lockPayment(tx, row.id);
    if (!locked) throw new Error("payment vanished");
    return applyVerification(tx, locked, result, { expire: false });
  });
  return landingPath(row, landing);
}

/**
 * Resolves one pending payment whose time is up: the gateway is asked a last time (the payer
 * may have paid without coming back); otherwise it expires and its order is cancelled.
 */
async function resolveDue(tx: Database, deps: PaymentDeps, row: PaymentRow): Promise<void> {
  const result = await verifyWith(deps, row);
  await applyVerification(tx, row, result, { expire: true });
}

/**
 * Expires the payments pending past their time, a few at a time. Each is locked with SKIP
 * LOCKED, so several API instances (or a callback in progress) never work on the same one.
 */
export async function expireDuePayments(db: Database, deps: PaymentDeps, limit = 50) {
  let done = 0;
  while (done < limit) {
    const found = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.status, "pending"), lt(payments.expiresAt, sql`now()`)))
        .orderBy(asc(payments.expiresAt))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!row) return false;
      await resolveDue(tx, deps, row);
      return true;
    });
    if (!found) break;
    done += 1;
  }
  return done;
}

/** A payment for its owner; one pending past its time is resolved first, so it never lingers. */
export async function readPayment(
  db: Database,
  deps: PaymentDeps,
  userId: number,
  id: string,
): Promise<Payment> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  if (!row) throw new AppError("payment_not_found");
  if (row.userId !== userId) throw new AppError("forbidden");
  if (row.status !== "pending" || row.expiresAt.getTime() > Date.now()) return toPayment(deps, row);
  const current = await db.transaction(async (tx) => {
    const locked = await lockPayment(tx, id);
    if (!locked) throw new AppError("payment_not_found");
    if (locked.status === "pending") await resolveDue(tx, deps, locked);
    return lockPayment(tx, id);
  });
  if (!current) throw new AppError("payment_not_found");
  return toPayment(deps, current);
}
