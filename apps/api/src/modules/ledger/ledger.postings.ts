import type { Database } from "@kesht/db";
import { AppError } from "../../lib/app-error";
import {
  type AccountKind,
  accountBalance,
  accountId,
  findAccountId,
  hasTransaction,
  type LedgerEntryInput,
  lockAccount,
  lockAccountOf,
  postTransaction,
  transactionAmountOn,
} from "./ledger.service";
import { sellerMovement } from "./seller-movement";

/**
 * The movements of money the rest of the API asks for, each one balanced ledger
 * transaction. All take the caller's transaction handle first, so the money moves together
 * with the order, payment or cash request it belongs to, or not at all.
 */

export interface OrderMoney {
  customerId: number;
  sellerId: number;
  orderId: number;
  amountRials: number;
}

function assertPositive(amountRials: number) {
  if (!Number.isSafeInteger(amountRials) || amountRials <= 0) {
    throw new Error(`an amount of money must be a positive whole number of rials`);
  }
}

/**
 * Takes `amountRials` out of a wallet that must not go below zero. The wallet row is locked
 * before its balance is summed, so concurrent spends queue up and each sees the ones before.
 * Answers the wallet's id and the id of the account the money goes to: found in the locking
 * statement when it exists, made (or found after all) by `accountId` when it does not.
 */
async function debitGuarded(
  tx: Database,
  from: { kind: AccountKind; ownerId: number },
  to: { kind: AccountKind; ownerId: number },
  amountRials: number,
  shortfall: AppError,
): Promise<{ wallet: number; counterpart: number }> {
  // Found and locked in one statement; an account never made holds nothing.
  const accounts = await lockAccountOf(tx, from, to);
  if (accounts === null) throw shortfall;
  if ((await accountBalance(tx, accounts.locked)) < amountRials) throw shortfall;
  return {
    wallet: accounts.locked,
    counterpart: accounts.counterpart ?? (await accountId(tx, to.kind, to.ownerId)),
  };
}

/** An order paid from the customer's wallet: wallet → the seller's pending income. */
export async function payOrderFromWallet(tx: Database, input: OrderMoney): Promise<void> {
  assertPositive(input.amountRials);
  const { wallet, counterpart: pending } = await debitGuarded(
    tx,
    { kind: "customer_wallet", ownerId: input.customerId },
    { kind: "seller_pending", ownerId: input.sellerId },
    input.amountRials,
    new AppError("insufficient_balance"),
  );
  await postTransaction(tx, {
    kind: "order_wallet_payment",
    uniqueKey: `order-payment:${input.orderId}`,
    orderId: input.orderId,
    entries: [
      { accountId: wallet, amountRials: -input.amountRials },
      { accountId: pending, amountRials: input.amountRials },
    ],
  });
}

/**
 * An order paid through a gateway: the money arrives in the customer's wallet (a turnover
 * "credit through the gateway") and goes straight on to the seller's pending income. One
 * transaction keyed by the payment, so a replayed callback can never post it twice.
 */
export async function payOrderFromGateway(
  tx: Database,
  input: OrderMoney & { paymentId: string },
): Promise<void> {
  assertPositive(input.amountRials);
  const clearing = await accountId(tx, "gateway_clearing", null);
  const wallet = await accountId(tx, "customer_wallet", input.customerId);
  const pending = await accountId(tx, "seller_pending", input.sellerId);
  await postTransaction(tx, {
    kind: "order_gateway_payment",
    uniqueKey: `payment:${input.paymentId}`,
    orderId: input.orderId,
    paymentId: input.paymentId,
    entries: [
      { accountId: clearing, amountRials: -input.amountRials },
      { accountId: wallet, amountRials: input.amountRials },
      { accountId: wallet, amountRials: -input.amountRials },
      { accountId: pending, amountRials: input.amountRials },
    ],
  });
}

/** The seller's pending income → back to the customer's wallet, once per `uniqueKey`. */
async function refundFromPending(
  tx: Database,
  input: OrderMoney & { kind: "order_refund" | "packed_weight_refund"; uniqueKey: string },
): Promise<boolean> {
  assertPositive(input.amountRials);
  const pending = await accountId(tx, "seller_pending", input.sellerId);
  const wallet = await accountId(tx, "customer_wallet", input.customerId);
  const { posted } = await postTransaction(tx, {
    kind: input.kind,
    uniqueKey: input.uniqueKey,
    orderId: input.orderId,
    entries: [
      { accountId: pending, amountRials: -input.amountRials },
      { accountId: wallet, amountRials: input.amountRials },
    ],
  });
  return posted;
}

/**
 * A paid order cancelled: what is left of it in the seller's pending income (the total less
 * any packed-weight refunds) → back to the customer's wallet.
 */
export async function refundOrder(tx: Database, input: OrderMoney): Promise<void> {
  await refundFromPending(tx, {
    ...input,
    kind: "order_refund",
    uniqueKey: `order-refund:${input.orderId}`,
  });
}

/**
 * Less was packed of a line sold by weight than was ordered: the difference goes back to the
 * customer's wallet at once (docs/decisions/033-packed-weight.md). Keyed by the order line,
 * so a line is refunded once however often or concurrently its packing is sent.
 */
export async function refundPackedShortfall(
  tx: Database,
  input: OrderMoney & { orderItemId: number },
): Promise<boolean> {
  return refundFromPending(tx, {
    ...input,
    kind: "packed_weight_refund",
    uniqueKey: `packed-weight-refund:${input.orderItemId}`,
  });
}

/**
 * Money a gateway confirmed, into a wallet: a wallet credit, or the payment of an order
 * that could no longer be completed (the customer keeps the money to spend or cash out).
 * Keyed by the payment, like payOrderFromGateway, so one payment moves money once.
 */
export async function creditWalletFromGateway(
  tx: Database,
  input: {
    walletKind: "customer_wallet" | "seller_wallet" | "driver_wallet";
    userId: number;
    paymentId: string;
    orderId?: number | null;
    amountRials: number;
  },
): Promise<boolean> {
  assertPositive(input.amountRials);
  const clearing = await accountId(tx, "gateway_clearing", null);
  const wallet = await accountId(tx, input.walletKind, input.userId);
  const { posted } = await postTransaction(tx, {
    kind: "wallet_credit",
    uniqueKey: `payment:${input.paymentId}`,
    paymentId: input.paymentId,
    orderId: input.orderId ?? null,
    entries: [
      { accountId: clearing, amountRials: -input.amountRials },
      { accountId: wallet, amountRials: input.amountRials },
    ],
  });
  return posted;
}

/**
 * A cash-out request: the amount leaves the wallet for the user's reserved account until an
 * admin pays or rejects it. Refused (409 insufficient_balance) when the wallet is short.
 */
export async function reserveCashOut(
  tx: Database,
  input: {
    walletKind: "customer_wallet" | "seller_wallet" | "driver_wallet";
    userId: number;
    cashRequestId: number;
    amountRials: number;
  },
  shortfall: AppError,
): Promise<void> {
  assertPositive(input.amountRials);
  const { wallet, counterpart: reserved } = await debitGuarded(
    tx,
    { kind: input.walletKind, ownerId: input.userId },
    { kind: "payout_reserved", ownerId: input.userId },
    input.amountRials,
    shortfall,
  );
  await postTransaction(tx, {
    kind: "cash_out_request",
    uniqueKey: `cash-request:${input.cashRequestId}`,
    cashRequestId: input.cashRequestId,
    entries: [
      { accountId: wallet, amountRials: -input.amountRials },
      { accountId: reserved, amountRials: input.amountRials },
    ],
  });
}

/** The admin paid a cash-out request: reserved → paid out. */
export async function payCashOut(
  tx: Database,
  input: { userId: number; cashRequestId: number; amountRials: number },
): Promise<void> {
  assertPositive(input.amountRials);
  const reserved = await accountId(tx, "payout_reserved", input.userId);
  const payout = await accountId(tx, "payout_clearing", null);
  await postTransaction(tx, {
    kind: "cash_out_paid",
    uniqueKey: `cash-request-decision:${input.cashRequestId}`,
    cashRequestId: input.cashRequestId,
    entries: [
      { accountId: reserved, amountRials: -input.amountRials },
      { accountId: payout, amountRials: input.amountRials },
    ],
  });
}

/** The admin rejected a cash-out request: reserved → back to the wallet it came from. */
export async function rejectCashOut(
  tx: Database,
  input: {
    walletKind: "customer_wallet" | "seller_wallet" | "driver_wallet";
    userId: number;
    cashRequestId: number;
    amountRials: number;
  },
): Promise<void> {
  assertPositive(input.amountRials);
  const reserved = await accountId(tx, "payout_reserved", input.userId);
  const wallet = await accountId(tx, input.walletKind, input.userId);
  await postTransaction(tx, {
    kind: "cash_out_rejected",
    uniqueKey: `cash-request-decision:${input.cashRequestId}`,
    cashRequestId: input.cashRequestId,
    entries: [
      { accountId: reserved, amountRials: -input.amountRials },
      { accountId: wallet, amountRials: input.amountRials },
    ],
  });
}

/**
 * One order's settlement (docs/decisions/012-settlement.md), one transaction keyed by the
 * order so it happens once however often receipt is confirmed: what left the seller's
 * pending income goes to the platform (commission), the driver (their share of the group's
 * price) and the seller. The seller's part pays off any deficit first; a negative part takes
 * what the wallet holds and records the rest as deficit. Zero parts post no entry. Answers
 * whether this call posted it.
 */
export async function postOrderSettlement(
  tx: Database,
  input: {
    orderId: number;
    sellerId: number;
    driverId: number | null;
    pendingRials: number;
    commissionRials: number;
    driverRials: number;
    sellerRials: number;
  },
): Promise<boolean> {
  if (input.pendingRials !== input.commissionRials + input.driverRials + input.sellerRials) {
    throw new Error(`order ${input.orderId}'s settlement parts do not add up`);
  }
  if (input.driverRials > 0 && input.driverId === null) {
    throw new Error(`order ${input.orderId} pays a driver it has not got`);
  }
  // The seller's wallet is locked before its balance and deficit are read, so two
  // settlements of one shop's orders queue up and each sees what the other left.
  const wallet = await accountId(tx, "seller_wallet", input.sellerId);
  await lockAccount(tx, wallet);
  const deficit = await accountId(tx, "seller_deficit", input.sellerId);
  const movement = sellerMovement({
    sellerRials: input.sellerRials,
    walletBalanceRials: await accountBalance(tx, wallet),
    owedRials: -(await accountBalance(tx, deficit)),
  });
  const entries = [
    {
      accountId: await accountId(tx, "seller_pending", input.sellerId),
      amountRials: -input.pendingRials,
    },
    {
      accountId: await accountId(tx, "platform_revenue", null),
      amountRials: input.commissionRials,
    },
    input.driverId === null
      ? null
      : {
          accountId: await accountId(tx, "driver_wallet", input.driverId),
          amountRials: input.driverRials,
        },
    { accountId: wallet, amountRials: movement.walletRials },
    { accountId: deficit, amountRials: movement.deficitRials },
  ].filter((entry): entry is LedgerEntryInput => entry !== null && entry.amountRials !== 0);
  if (entries.length === 0) return false;
  const { posted } = await postTransaction(tx, {
    kind: "order_settlement",
    uniqueKey: `order-settlement:${input.orderId}`,
    orderId: input.orderId,
    entries,
  });
  return posted;
}

/**
 * A platform code's discount on an order (docs/decisions/040-discount-codes.md): platform
 * revenue → the seller's pending income, once per order, posted just before the order's
 * settlement, so the shop is settled at the full price and the platform bears the discount.
 */
export async function payPlatformDiscount(
  tx: Database,
  input: { orderId: number; sellerId: number; amountRials: number },
): Promise<boolean> {
  assertPositive(input.amountRials);
  const { posted } = await postTransaction(tx, {
    kind: "platform_discount",
    uniqueKey: `platform-discount:${input.orderId}`,
    orderId: input.orderId,
    entries: [
      { accountId: await accountId(tx, "platform_revenue", null), amountRials: -input.amountRials },
      {
        accountId: await accountId(tx, "seller_pending", input.sellerId),
        amountRials: input.amountRials,
      },
    ],
  });
  return posted;
}

/** What the platform paid of an order's discount at settlement (0 for none or a shop's code). */
export async function paidPlatformDiscountRials(db: Database, orderId: number): Promise<number> {
  const revenue = await findAccountId(db, "platform_revenue", null);
  return revenue === null
    ? 0
    : -(await transactionAmountOn(db, `platform-discount:${orderId}`, revenue));
}

/** Whether an order's settlement is in the ledger already. */
export async function isOrderSettled(db: Database, orderId: number): Promise<boolean> {
  return hasTransaction(db, `order-settlement:${orderId}`);
}

/**
 * The commission the platform took when it settled the order (0 before settlement or when
 * none was due): what a return's refund gives back a share of.
 */
export async function settledCommissionRials(db: Database, orderId: number): Promise<number> {
  const revenue = await findAccountId(db, "platform_revenue", null);
  return revenue === null ? 0 : transactionAmountOn(db, `order-settlement:${orderId}`, revenue);
}

/**
 * A return refunded after the order was settled (issue 28 item 2), one transaction keyed by
 * the return so it posts once however often it is attempted: the customer's wallet gets
 * `refundRials`; the platform gives back `commissionBackRials` (its commission on the refunded
 * goods) and the seller pays the rest, from the wallet, the part the wallet can't cover as
 * deficit (as the settlement takes a driver's share). With a platform code the seller also
 * hands back `discountBackRials`, what the platform paid it for the returned goods (decision
 * 040). Answers whether this call posted it.
 */
export async function postReturnRefund(
  tx: Database,
  input: {
    returnId: number;
    orderId: number;
    customerId: number;
    sellerId: number;
    refundRials: number;
    commissionBackRials: number;
    /** A platform code's discount on the refunded goods, back from the seller to the platform. */
    discountBackRials?: number;
  },
): Promise<boolean> {
  assertPositive(input.refundRials);
  if (input.commissionBackRials < 0 || input.commissionBackRials > input.refundRials) {
    throw new Error(`return ${input.returnId} gives back a commission it did not take`);
  }
  const discountBackRials = input.discountBackRials ?? 0;
  if (!Number.isSafeInteger(discountBackRials) || discountBackRials < 0) {
    throw new Error(`return ${input.returnId} gives back a discount it was not paid`);
  }
  const uniqueKey = `return-refund:${input.returnId}`;
  if (await hasTransaction(tx, uniqueKey)) return false;
  // Locked before its balance and deficit are read, as in postOrderSettlement.
  const wallet = await accountId(tx, "seller_wallet", input.sellerId);
  await lockAccount(tx, wallet);
  const deficit = await accountId(tx, "seller_deficit", input.sellerId);
  const movement = sellerMovement({
    sellerRials: -(input.refundRials - input.commissionBackRials + discountBackRials),
    walletBalanceRials: await accountBalance(tx, wallet),
    owedRials: -(await accountBalance(tx, deficit)),
  });
  const entries: LedgerEntryInput[] = [
    { accountId: wallet, amountRials: movement.walletRials },
    { accountId: deficit, amountRials: movement.deficitRials },
    {
      accountId: await accountId(tx, "platform_revenue", null),
      amountRials: discountBackRials - input.commissionBackRials,
    },
    {
      accountId: await accountId(tx, "customer_wallet", input.customerId),
      amountRials: input.refundRials,
    },
  ].filter((entry) => entry.amountRials !== 0);
  const { posted } = await postTransaction(tx, {
    kind: "return_refund",
    uniqueKey,
    orderId: input.orderId,
    entries,
  });
  return posted;
}
