import {
  type CheckoutResult,
  type Gateway,
  type Payment,
  RESERVATION_MINUTES,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { addressSnapshot, findOwnAddress } from "../modules/addresses/addresses.service";
import { lineTotalRials, lineWithinBounds } from "../modules/cart/cart.rules";
import {
  checkoutLines,
  lockOwnOpenCart,
  outOfStock,
  productUnavailable,
  takeBoughtOutOfCart,
} from "../modules/cart/cart.service";
import { reserveStock, variantStock } from "../modules/catalog/stock.service";
import {
  assertCheckoutInput,
  type CheckoutInput,
  checkedTimeBlock,
  emptyCart,
  sendMethodUnavailable,
} from "../modules/checkout/checkout.service";
import { shippingOptionsFor } from "../modules/commerce-reference/commerce-reference.service";
import { assertWindowOpen } from "../modules/commerce-reference/delivery-windows.rules";
import { discountPerLine } from "../modules/discounts/discounts.rules";
import { applyCode, recordRedemption } from "../modules/discounts/discounts.service";
import { issueInvoice } from "../modules/invoices/invoices.service";
import { payOrderFromWallet } from "../modules/ledger/ledger.postings";
import { notifyOrderPaid } from "../modules/notifications/notifications.service";
import { createPaidOrder, replacePendingOrdersOfCart } from "../modules/orders/orders.payments";
import { releaseExpiredWithin } from "../modules/orders/orders.reservations";
import { createOrder } from "../modules/orders/orders.transition";
import { toWrittenOrder } from "../modules/orders/orders.view";

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

/**
 * Checks one cart group out, inside the caller's transaction (the one that records the
 * Idempotency-Key, so a repeat gets this answer instead of a second order):
 *
 * 1. the body, the cart (the caller's, open), the address (the caller's), the package type
 *    and the time block;
 * 2. an unpaid order made earlier from this cart is cancelled and its stock released, so
 *    checking out again replaces it (docs/commerce-api.md); so is anyone's expired one;
 * 3. every line listed, and the send method available to this address;
 * 4. stock is reserved line by line with a guarded UPDATE, at today's prices;
 * 5. a discount code, if one is given, is applied under its row lock (refused with its reason,
 *    which rolls everything back), shared over the lines, and its use recorded with the order
 *    (docs/decisions/040-discount-codes.md);
 * 6. the order is written with its items, address snapshot and totals: in `pending_payment`
 *    for a gateway, already `paid` for the wallet (its events: created, then paid);
 * 7. wallet: the money is posted (409 insufficient_balance rolls everything back, the order
 *    too), the invoice issued, and what it bought leaves the cart; gateway: reserved for
 *    RESERVATION_MINUTES and a payment started → its redirect.
 */
export async function checkoutCart(
  tx: Database,
  deps: { startPayment: StartOrderPayment },
  customerId: number,
  input: CheckoutInput,
  now = new Date(),
): Promise<CheckoutResult> {
  // 1. What is asked for.
  assertCheckoutInput(input, now);
  const cart = await lockOwnOpenCart(tx, customerId, input.cart_id);
  const address = await findOwnAddress(tx, customerId, input.address_id);
  const timeBlock = await checkedTimeBlock(tx, input);

  // 2. Stock held by this cart's earlier unpaid order, or by anyone's expired one, goes back
  // on the shelves before this order reserves.
  await replacePendingOrdersOfCart(tx, cart.id, now);
  await releaseExpiredWithin(tx, { now });

  // 3. What can be bought, and how it can be sent.
  const lines = await checkoutLines(tx, cart.id);
  if (lines.length === 0) throw emptyCart();
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
    now,
  });
  const shipping = options.find((option) => option.send_method === input.send_method);
  if (!shipping?.available) {
    throw sendMethodUnavailable({ fa: shipping?.note ?? null, en: shipping?.note_en ?? null });
  }
  // The window must still be ahead, after this method's lead time and the preparation days.
  assertWindowOpen({
    date: input.delivery_date,
    startsAt: timeBlock?.startsAt ?? null,
    earliest: shipping.earliest_start,
    dateField: "delivery_date",
    windowField: "time_block_id",
  });

  // 4. Stock, line by line in variant order.
  const reserved = [];
  for (const line of lines) {
    const count = Number(line.count);
    const row = await reserveStock(tx, { variantId: line.variantId, count });
    if (!row) {
      const product = await variantStock(tx, line.variantId);
      if (!product?.listed) throw productUnavailable(line);
      throw outOfStock(product);
    }
    // Outside the bounds that keep totals safe integers (a line from before them): the cart
    // shows it as not available, and it cannot be bought as it is.
    if (!lineWithinBounds(row.unitPriceRials, count)) throw productUnavailable(line);
    reserved.push({ ...row, count, totalRials: lineTotalRials(row.unitPriceRials, count) });
  }

  // 5. The discount, on what the lines cost now.
  const itemsTotalRials = reserved.reduce((sum, item) => sum + item.totalRials, 0);
  const discount = input.discount_code
    ? await applyCode(tx, input.discount_code, {
        customerId,
        sellerId: cart.sellerId,
        itemsTotalRials,
        now,
      })
    : null;
  const lineDiscounts = discountPerLine(
    discount?.discountRials ?? 0,
    reserved.map((item) => item.totalRials),
  );

  // 6. The order: a wallet order is written as paid at once (its events still say created,
  // then paid), since the money is posted below in this same transaction or nothing is kept.
  const byGateway = input.payment_method === "gateway";
  const written = await (byGateway ? createOrder : createPaidOrder)(
    tx,
    {
      customerId,
      sellerId: cart.sellerId,
      cartId: cart.id,
      address: addressSnapshot(address),
      destinationCityId: destination.cityId,
      sendMethod: input.send_method,
      shippingCostRials: shipping.cost_rials,
      packageTypeId: input.package_type_id,
      deliveryDate: input.delivery_date,
      timeBlockId: timeBlock?.id ?? null,
      itemsTotalRials,
      totalRials: itemsTotalRials - (discount?.discountRials ?? 0) + shipping.cost_rials,
      discountCode: discount?.code ?? null,
      discountRials: discount?.discountRials ?? 0,
      discountFundedBy: discount?.fundedBy ?? null,
      paymentMethod: input.payment_method,
      reservedUntil: byGateway ? new Date(now.getTime() + RESERVATION_MINUTES * 60_000) : null,
    },
    reserved.map((item, index) => ({
      productId: item.productId,
      variantId: item.variantId,
      variantLabel: item.variantLabel,
      variantLabelEn: item.variantLabelEn,
      unitWeightKg: item.unitWeightKg,
      name: item.name,
      latinName: item.latinName,
      stockTypeId: item.stockTypeId,
      count: item.count,
      unitPriceRials: item.unitPriceRials,
      listPriceRials: item.listPriceRials,
      totalRials: item.totalRials,
      discountRials: lineDiscounts[index] ?? 0,
    })),
    customerId,
  );
  const order = written.row;
  if (discount) await recordRedemption(tx, { applied: discount, orderId: order.id, customerId });

  // 7. The payment.
  if (!byGateway) {
    await payOrderFromWallet(tx, {
      customerId,
      sellerId: order.sellerId,
      orderId: order.id,
      amountRials: order.totalRials,
    });
    await issueInvoice(tx, order);
    await notifyOrderPaid(tx, order);
    await takeBoughtOutOfCart(tx, cart.id, reserved);
    return { order: await toWrittenOrder(tx, written), payment: null };
  }
  const payment = await deps.startPayment(tx, {
    userId: customerId,
    purpose: "order",
    orderId: order.id,
    amountRials: order.totalRials,
    // Checked in step 1: a gateway payment names its gateway.
    gateway: input.gateway as Gateway,
  });
  return { order: await toWrittenOrder(tx, written), payment };
}
