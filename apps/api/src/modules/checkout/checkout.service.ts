import {
  type CheckoutResult,
  type checkoutBodySchema,
  type FieldErrors,
  fieldErrorsOf,
  type Gateway,
  needsTimeBlock,
  type Payment,
  RESERVATION_MINUTES,
  type ValidationMessageKey,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import { addressSnapshot, findOwnAddress } from "../addresses/addresses.service";
import { lineTotalRials } from "../cart/cart.rules";
import { outOfStock, productUnavailable } from "../cart/cart.service";
import { shippingOptionsFor } from "../commerce-reference/commerce-reference.service";
import { payOrderFromWallet } from "../ledger/ledger.postings";
import { failOrderPayment, markOrderPaid } from "../orders/orders.payments";
import { releaseExpiredReservations } from "../orders/orders.reservations";
import { recordCreated } from "../orders/orders.transition";
import { toOrder } from "../orders/orders.view";
import * as repo from "./checkout.repo";
import { checkoutProblems } from "./checkout.rules";

type CheckoutInput = z.output<typeof checkoutBodySchema>;

/** Starts a gateway payment for an order (the payments module's `payments.start`). */
export type StartOrderPayment = (
  tx: Database,
  input: {
    userId: number;
    purpose: "order";
    orderId: number;
    amountRials: number;
    gateway: Gateway;
  },
) => Promise<Payment>;

function invalid(problems: Parameters<typeof fieldErrorsOf>[0]): AppError {
  return new AppError("validation_failed", { fieldErrors: fieldErrorsOf(problems) });
}

/** A send method this address cannot have: the option's own note is the field's message. */
function sendMethodUnavailable(note: { fa: string | null; en: string | null }): AppError {
  const fieldErrors: FieldErrors = {
    fa: { send_method: note.fa ?? "این روش ارسال برای این نشانی در دسترس نیست." },
    en: { send_method: note.en ?? "This send method is not available for this address." },
  };
  return new AppError("validation_failed", { fieldErrors });
}

/**
 * Checks one cart group out, inside the caller's transaction (the one that records the
 * Idempotency-Key, so a repeat gets this answer instead of a second order):
 *
 * 1. the body, the cart (the caller's, open, every line listed), the address (the caller's),
 *    the package type, the time block and the send method (available to this address);
 * 2. an unpaid order made earlier from this cart is cancelled and its stock released, so
 *    checking out again replaces it (docs/commerce-api.md);
 * 3. stock is reserved line by line with a guarded UPDATE, at today's prices;
 * 4. the order is written in `pending_payment` with its items, address snapshot and totals;
 * 5. wallet: paid at once (409 insufficient_balance rolls everything back) → `paid`;
 *    gateway: reserved for RESERVATION_MINUTES and a payment started → its redirect.
 */
export async function checkout(
  tx: Database,
  deps: { startPayment: StartOrderPayment },
  customerId: number,
  input: CheckoutInput,
  now = new Date(),
): Promise<CheckoutResult> {
  const problems = checkoutProblems(input, now);
  if (Object.keys(problems).length > 0) throw invalid(problems);

  const cart = await repo.lockCart(tx, input.cart_id);
  if (!cart) throw new AppError("cart_not_found");
  if (cart.customerId !== customerId) throw new AppError("forbidden");
  if (cart.status !== "cart") throw new AppError("cart_not_found");
  const address = await findOwnAddress(tx, customerId, input.address_id);

  const referenceProblems: Record<string, ValidationMessageKey> = {};
  if (!(await repo.packageTypeExists(tx, input.package_type_id))) {
    referenceProblems.package_type_id = "invalid_choice";
  }
  // A pickup has no delivery window: one sent with it is not kept.
  const timeBlockId = needsTimeBlock(input.send_method) ? (input.time_block_id ?? null) : null;
  if (timeBlockId !== null && !(await repo.timeBlockExists(tx, timeBlockId))) {
    referenceProblems.time_block_id = "invalid_choice";
  }
  if (Object.keys(referenceProblems).length > 0) throw invalid(referenceProblems);

  // Stock held by this cart's earlier unpaid order, or by anyone's expired one, goes back
  // on the shelves before this order reserves.
  for (const pending of await repo.pendingOrdersOfCart(tx, cart.id)) {
    const expired = pending.reservedUntil !== null && pending.reservedUntil < now;
    await failOrderPayment(tx, {
      orderId: pending.id,
      reason: expired ? "payment_expired" : "replaced",
    });
  }
  await releaseExpiredReservations(tx, { now });

  const lines = await repo.cartLines(tx, cart.id);
  if (lines.length === 0) {
    throw new AppError("cart_not_found", {
      messages: { en: "This cart is empty.", fa: "این سبد خرید خالی است." },
    });
  }
  const unlisted = lines.find((line) => !line.listed);
  if (unlisted) throw productUnavailable(unlisted);

  const destination = {
    countryId: address.address.countryId,
    provinceId: address.address.provinceId,
    cityId: address.address.cityId,
  };
  const options = await shippingOptionsFor(tx, {
    sellerId: cart.sellerId,
    cartId: cart.id,
    destination,
  });
  const shipping = options.find((option) => option.send_method === input.send_method);
  if (!shipping?.available) {
    throw sendMethodUnavailable({ fa: shipping?.note ?? null, en: shipping?.note_en ?? null });
  }

  const reserved = [];
  for (const line of lines) {
    const count = Number(line.count);
    const row = await repo.reserveStock(tx, line.productId, count);
    if (!row) {
      const product = await repo.productStock(tx, line.productId);
      if (!product?.listed) throw productUnavailable(line);
      throw outOfStock(product);
    }
    reserved.push({ ...row, count, totalRials: lineTotalRials(row.unitPriceRials, count) });
  }
  const itemsTotalRials = reserved.reduce((sum, item) => sum + item.totalRials, 0);
  const byGateway = input.payment_method === "gateway";

  const order = await repo.insertOrder(tx, {
    customerId,
    sellerId: cart.sellerId,
    cartId: cart.id,
    status: "pending_payment",
    address: addressSnapshot(address),
    destinationCityId: destination.cityId,
    sendMethod: input.send_method,
    shippingCostRials: shipping.cost_rials,
    packageTypeId: input.package_type_id,
    deliveryDate: input.delivery_date,
    timeBlockId,
    itemsTotalRials,
    totalRials: itemsTotalRials + shipping.cost_rials,
    paymentMethod: input.payment_method,
    reservedUntil: byGateway ? new Date(now.getTime() + RESERVATION_MINUTES * 60_000) : null,
  });
  await repo.insertOrderItems(
    tx,
    reserved.map((item) => ({
      orderId: order.id,
      productId: item.productId,
      name: item.name,
      latinName: item.latinName,
      stockTypeId: item.stockTypeId,
      count: item.count,
      unitPriceRials: item.unitPriceRials,
      totalRials: item.totalRials,
    })),
  );
  await recordCreated(tx, order, customerId);

  if (!byGateway) {
    await payOrderFromWallet(tx, {
      customerId,
      sellerId: order.sellerId,
      orderId: order.id,
      amountRials: order.totalRials,
    });
    const paid = await markOrderPaid(tx, order, customerId);
    return { order: await toOrder(tx, paid), payment: null };
  }

  const payment = await deps.startPayment(tx, {
    userId: customerId,
    purpose: "order",
    orderId: order.id,
    amountRials: order.totalRials,
    // Checked above: a gateway payment names its gateway.
    gateway: input.gateway as Gateway,
  });
  return { order: await toOrder(tx, order), payment };
}
