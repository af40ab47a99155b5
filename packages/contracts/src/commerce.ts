import { z } from "zod";
import { tableQueryShape } from "./admin-table";
import { cartRules } from "./cart-rules";
import { pageOf, productImageSchema, shopNameSchema, stockUnitSchema } from "./catalog";
import { deliveryProofSchema } from "./delivery-proof";
import { toAsciiDigits } from "./digits";
import { appliedCodeField, orderDiscountSchema } from "./discounts";
import { mobileSchema, shebaSchema } from "./identity";
import { id, queryId } from "./ids";
import { queryNumber } from "./query";
import { driverRatingSchema } from "./rating";
import { shipmentSchema } from "./shipping";
import { optionalText, text } from "./text";
import { typedNumber } from "./typed-number";

/*
 * Commerce contracts: addresses, the cart by seller, checkout, payments, the wallet and its
 * turnovers, cash-out requests and orders. Money is integer rials on the wire (`*_rials`);
 * amounts typed by people are toman (`*_toman`).
 */

const titled = z.object({ id: z.number().int(), title: z.string(), title_en: z.string() });

export const IDEMPOTENCY_HEADER = "idempotency-key";

// ---------------------------------------------------------------------------------------------
// Addresses
// ---------------------------------------------------------------------------------------------

/** `POST /customer/addresses`, `PUT /customer/addresses/:id` (SPEC §5: address, city, province required). */
export const addressBodySchema = z.strictObject({
  country_id: id("country_required"),
  province_id: id(),
  city_id: id(),
  address: text({ max: 500, kind: "lines" }),
  latin_address: optionalText({ max: 500, kind: "lines" }),
  postal_code: z
    .string()
    .trim()
    .transform(toAsciiDigits)
    .pipe(z.string().regex(/^(\d{10})?$/, "postal_code_invalid"))
    .optional()
    .transform((value) => value || null),
  receiver_name: optionalText({ max: 80, kind: "name" }),
  receiver_mobile: mobileSchema.nullable().optional(),
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longitude: z.number().min(-180).max(180).nullable().optional(),
  is_default: z.boolean().optional(),
});
export type AddressBody = z.input<typeof addressBodySchema>;

export const addressSchema = z.object({
  id: z.number().int(),
  country: titled,
  province: titled,
  city: titled,
  address: z.string(),
  latin_address: z.string().nullable(),
  postal_code: z.string().nullable(),
  receiver_name: z.string().nullable(),
  receiver_mobile: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  is_default: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

// ---------------------------------------------------------------------------------------------
// Cart (SPEC §3 "Cart list: groups, each with an orders list, each order with count")
// ---------------------------------------------------------------------------------------------

const cartCount = () =>
  typedNumber().pipe(
    z
      .number()
      .positive("positive_number")
      .min(cartRules.minCount, "positive_number")
      .max(cartRules.maxCount, "count_too_large"),
  );

/** `POST /customer/carts`: put a product in the cart (adds to the count when already there). */
export const cartAddBodySchema = z.strictObject({
  product_id: id(),
  /** The pack or size; a product with one variant may leave it out (decision 041). */
  variant_id: id("invalid_choice").optional(),
  count: cartCount(),
});
/** `PUT /customer/carts/items/:id`: set the count of a cart line. */
export const cartCountBodySchema = z.strictObject({
  count: cartCount(),
});

export const cartStatuses = ["cart", "ordered"] as const;
export const cartsQuerySchema = z.strictObject({
  status: z.enum(cartStatuses, "invalid_choice").default("cart"),
});

/** One line of a cart group; SPEC calls these the group's "orders". */
export const cartLineSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  latin_name: z.string().nullable(),
  /** The pack or size, with its names (empty for a single-variant product's one). */
  variant_id: z.number().int(),
  variant_label: z.string(),
  variant_label_en: z.string(),
  image: productImageSchema.nullable(),
  count: z.number(),
  stock: z.number(),
  stock_type: stockUnitSchema,
  /** The price when it was put in the cart, and today's. */
  unit_price_rials: z.number().int(),
  current_unit_price_rials: z.number().int(),
  price_changed: z.boolean(),
  /** False when the product was deactivated or its shop is no longer listed. */
  available: z.boolean(),
  total_rials: z.number().int(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartGroupSchema = z.object({
  /** The cart id checked out at /customer/cart/checkout/[cart_id]. */
  id: z.number().int(),
  status: z.enum(cartStatuses),
  seller: shopNameSchema.extend({
    logo: productImageSchema.nullable(),
    city: titled.nullable(),
  }),
  orders: z.array(cartLineSchema),
  items_total_rials: z.number().int(),
});
export type CartGroup = z.infer<typeof cartGroupSchema>;
export const cartGroupsSchema = z.object({ groups: z.array(cartGroupSchema) });
export type CartGroups = z.infer<typeof cartGroupsSchema>;

// ---------------------------------------------------------------------------------------------
// Checkout reference data and options
// ---------------------------------------------------------------------------------------------

export const sendMethods = ["driver", "seller", "pickup"] as const;
export type SendMethod = (typeof sendMethods)[number];

/** `GET /send-methods`. */
export const sendMethodSchema = z.object({
  code: z.enum(sendMethods),
  title: z.string(),
  title_en: z.string(),
  description: z.string(),
  description_en: z.string(),
});

/** `GET /time-blocks`: delivery windows, e.g. 08:00–12:00. */
export const timeBlockSchema = z.object({
  id: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
});
export type TimeBlock = z.infer<typeof timeBlockSchema>;

export const cancelMessageTypes = ["customer", "seller"] as const;
export const cancelMessagesQuerySchema = z.strictObject({
  type: z.enum(cancelMessageTypes, "invalid_choice"),
});
export const cancelMessageSchema = z.object({
  id: z.number().int(),
  type: z.enum(cancelMessageTypes),
  title: z.string(),
  title_en: z.string(),
});

/** `GET /shippings?cart_id=&address_id=`: what each send method costs for this group to there. */
export const shippingsQuerySchema = z.strictObject({
  cart_id: queryId(),
  address_id: queryId(),
});
export const shippingOptionSchema = z.object({
  send_method: z.enum(sendMethods),
  title: z.string(),
  title_en: z.string(),
  cost_rials: z.number().int(),
  /** Days from dispatch to delivery, as a range. */
  min_days: z.number().int(),
  max_days: z.number().int(),
  available: z.boolean(),
  /** Why an option is unavailable (e.g. the shop delivers only in its own province). */
  note: z.string().nullable(),
  note_en: z.string().nullable(),
  /**
   * Tehran wall clock (yyyy-mm-ddThh:mm): a delivery window must start after it (now plus
   * this method's shortest promise and the products' preparation days); a pickup's day must
   * not be before its day.
   */
  earliest_start: z.string(),
});
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

export const paymentMethods = ["wallet", "gateway"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const gateways = ["sandbox", "sandbox_aed", "zarinpal"] as const;
export type Gateway = (typeof gateways)[number];

/** `GET /payment-gateways`: the gateways offered here, and the currency each charges in. */
export const paymentGatewaySchema = z.object({
  code: z.enum(gateways),
  currency: z.enum(["IRR", "AED"]),
});
export type PaymentGatewayOption = z.infer<typeof paymentGatewaySchema>;

/** `POST /customer/orders` with an `Idempotency-Key` header: check one cart group out. */
export const checkoutBodySchema = z.strictObject({
  cart_id: id(),
  address_id: id(),
  send_method: z.enum(sendMethods, "invalid_choice"),
  package_type_id: id("invalid_choice"),
  /** yyyy-mm-dd, not before today (SPEC §5). */
  delivery_date: z.iso.date("invalid_date"),
  /** The delivery window; required unless the order is picked up (`needsTimeBlock`). */
  time_block_id: id("invalid_choice").optional(),
  payment_method: z.enum(paymentMethods, "invalid_choice"),
  /** Required with payment_method "gateway". */
  gateway: z.enum(gateways, "invalid_choice").optional(),
  /** A discount code (decision 040); refused with its reason in both languages. */
  discount_code: appliedCodeField().optional(),
});
export type CheckoutBody = z.input<typeof checkoutBodySchema>;

/** A delivered order has a time window; a pickup is collected on its day, at the shop. */
export function needsTimeBlock(sendMethod: (typeof sendMethods)[number] | undefined): boolean {
  return sendMethod !== "pickup";
}

/** How long stock stays reserved for an unpaid order. */
export const RESERVATION_MINUTES = 15;

// ---------------------------------------------------------------------------------------------
// Payments
// ---------------------------------------------------------------------------------------------

export const paymentPurposes = ["order", "wallet_credit"] as const;
export const paymentStatuses = ["pending", "paid", "failed", "expired"] as const;

/** `POST /customer/payment/request` (and `/seller/payment/request` for a shop's wallet credit). */
export const paymentRequestBodySchema = z.discriminatedUnion("purpose", [
  z.strictObject({
    purpose: z.literal("order"),
    order_id: id(),
    gateway: z.enum(gateways, "invalid_choice"),
  }),
  z.strictObject({
    purpose: z.literal("wallet_credit"),
    /** SPEC §5: the credit increase amount is required. */
    amount_toman: typedNumber().pipe(
      z.number().int("invalid_number").min(1_000, "amount_too_small").max(1_000_000_000),
    ),
    gateway: z.enum(gateways, "invalid_choice"),
  }),
]);
export type PaymentRequestBody = z.input<typeof paymentRequestBodySchema>;

export const paymentSchema = z.object({
  id: z.string(),
  purpose: z.enum(paymentPurposes),
  order_id: z.number().int().nullable(),
  amount_rials: z.number().int(),
  currency: z.enum(["IRR", "AED"]),
  /** In the gateway's currency: rials, or fils for dirhams. */
  amount_minor: z.number().int(),
  rate: z.number().nullable(),
  gateway: z.enum(gateways),
  status: z.enum(paymentStatuses),
  reference_id: z.string().nullable(),
  /** Where the browser goes to pay (the gateway's page). */
  redirect_url: z.string().nullable(),
  expires_at: z.iso.datetime(),
  created_at: z.iso.datetime(),
});
export type Payment = z.infer<typeof paymentSchema>;

// ---------------------------------------------------------------------------------------------
// Wallet, turnovers and cash-out
// ---------------------------------------------------------------------------------------------

/** SPEC §3 "Wallet: balance, pending income, deficit". */
export const walletSchema = z.object({
  /** What may be spent or cashed out now. */
  balance_rials: z.number().int(),
  /** Sellers: paid orders not settled yet; drivers: their shares of loads not settled yet. */
  pending_income_rials: z.number().int(),
  /** Money owed to the platform when a documented rule took the balance below zero. */
  deficit_rials: z.number().int(),
  /** Reserved by cash-out requests waiting for an admin. */
  reserved_rials: z.number().int(),
});
export type Wallet = z.infer<typeof walletSchema>;

export const turnoverKinds = [
  "wallet_credit",
  "order_payment",
  "order_refund",
  "packed_weight_refund",
  "order_income",
  "order_settlement",
  "return_refund",
  "cash_out_request",
  "cash_out_paid",
  "cash_out_rejected",
] as const;
export type TurnoverKind = (typeof turnoverKinds)[number];

/** `GET /customer/turnovers`, `/seller/turnovers`: the wallet's movements, newest first. */
export const turnoversQuerySchema = z.strictObject({
  from: z.iso.date("invalid_date").optional(),
  to: z.iso.date("invalid_date").optional(),
  page: queryNumber((n) => n.int("invalid_number").min(1, "positive_number")).default(1),
  per_page: queryNumber((n) => n.int("invalid_number").min(1).max(100)).default(30),
});
export const turnoverSchema = z.object({
  id: z.number().int(),
  kind: z.enum(turnoverKinds),
  /** Signed: positive adds to the wallet. */
  amount_rials: z.number().int(),
  /** The wallet's balance right after this movement. */
  balance_rials: z.number().int(),
  order_id: z.number().int().nullable(),
  payment_id: z.string().nullable(),
  cash_request_id: z.number().int().nullable(),
  created_at: z.iso.datetime(),
});
export type Turnover = z.infer<typeof turnoverSchema>;
export const turnoverPageSchema = pageOf(turnoverSchema);

/** `POST /customer/cash-request`, `/seller/cash-request` (sellers are paid to their profile's Sheba). */
export const cashRequestBodySchema = z.strictObject({
  amount_toman: typedNumber().pipe(
    z.number().int("invalid_number").min(1_000, "amount_too_small").max(1_000_000_000),
  ),
  /** Customers give the Sheba to pay to; a shop's comes from its profile. */
  sheba: shebaSchema.optional(),
});
export type CashRequestBody = z.input<typeof cashRequestBodySchema>;

export const cashRequestStatuses = ["pending", "paid", "rejected"] as const;
export type CashRequestStatus = (typeof cashRequestStatuses)[number];
export const cashRequestSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  amount_rials: z.number().int(),
  sheba: z.string(),
  status: z.enum(cashRequestStatuses),
  rejection_reason: z.string().nullable(),
  bank_reference: z.string().nullable(),
  created_at: z.iso.datetime(),
  decided_at: z.iso.datetime().nullable(),
});
export type CashRequest = z.infer<typeof cashRequestSchema>;

/** `PUT /admin/cash-requests/:id`: mark paid (with the bank's reference) or rejected (with a reason). */
export const cashRequestDecisionBodySchema = z
  .strictObject({
    decision: z.enum(["paid", "rejected"], "invalid_choice"),
    bank_reference: text({ max: 100, min: 0 }).optional(),
    reason: text({ max: 500, min: 0, kind: "lines" }).optional(),
  })
  .refine((body) => body.decision === "paid" || Boolean(body.reason), {
    message: "required",
    path: ["reason"],
  });

/** `GET /admin/cash-requests?status=`: the queue of requests (pending by default). */
export const adminCashRequestsQuerySchema = z.strictObject({
  status: z.enum(cashRequestStatuses, "invalid_choice").default("pending"),
});

/** A cash-out request as the admin sees it: with who asked, to pay them and to call them. */
export const adminCashRequestSchema = cashRequestSchema.extend({
  requester: z.object({
    id: z.number().int(),
    name: z.string().nullable(),
    mobile: z.string(),
    role: z.enum(["customer", "seller", "driver"]),
    /** The shop's names, for a seller. */
    store_name: z.string().nullable(),
    store_name_en: z.string().nullable(),
  }),
});
export type AdminCashRequest = z.infer<typeof adminCashRequestSchema>;

/**
 * `GET /admin/cash-requests/paged`: the same list as the console's table pages it (contracts
 * `tableQueryShape`): one status, sorted by request time or amount, a page at a time. The
 * queue is worked oldest first, hence ascending by default.
 */
export const adminCashRequestsPageQuerySchema = z.strictObject({
  status: z.enum(cashRequestStatuses, "invalid_choice").default("pending"),
  ...tableQueryShape(["created_at", "amount"], "created_at", "asc"),
});
export const adminCashRequestPageSchema = pageOf(adminCashRequestSchema);
export type AdminCashRequestPage = z.infer<typeof adminCashRequestPageSchema>;

export const cashRequestIdParamsSchema = z.object({ id: queryId() });

// ---------------------------------------------------------------------------------------------
// Orders
// ---------------------------------------------------------------------------------------------

export const orderStatuses = [
  "pending_payment",
  "paid",
  "preparing",
  "awaiting_driver",
  "driver_assigned",
  "in_transit",
  "delivered",
  "received",
  "completed",
  "cancelled",
  "disputed",
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * Why the system closed an unpaid order (its payment attempt ended without money): the
 * gateway refused it, the time to pay ran out, or a newer checkout of the same cart replaced
 * it. A code, so each reader sees it in their own language.
 */
export const systemCancelReasons = ["payment_failed", "payment_expired", "replaced"] as const;
export type SystemCancelReason = (typeof systemCancelReasons)[number];

/** Lists by SPEC's hints: a seller's new, current and past orders; a customer's current and past. */
export const orderTabs = ["new", "current", "past"] as const;
export const ordersQuerySchema = z.strictObject({
  tab: z.enum(orderTabs, "invalid_choice").default("current"),
  page: queryNumber((n) => n.int("invalid_number").min(1, "positive_number")).default(1),
  per_page: queryNumber((n) => n.int("invalid_number").min(1).max(48)).default(20),
});

export const orderItemSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  latin_name: z.string().nullable(),
  /** The pack or size bought, named as it was then (empty for a single-variant product). */
  variant_id: z.number().int(),
  variant_label: z.string(),
  variant_label_en: z.string(),
  image: productImageSchema.nullable(),
  count: z.number(),
  stock_type: stockUnitSchema,
  unit_price_rials: z.number().int(),
  total_rials: z.number().int(),
  /** What the shop packed of a line sold by weight, in the line's unit; null until packed. */
  packed_count: z.number().nullable(),
  /** Refunded to the customer's wallet because less was packed than ordered (decision 033). */
  packed_refund_rials: z.number().int(),
  /** The line's share of the order's discount: the customer paid total_rials less this. */
  discount_rials: z.number().int(),
});

/** Units of weight: a line in one of these is sold by weight and gets a packed weight. */
export const weighedUnitCodes: readonly string[] = ["kg", "ton", "gram", "mesghal"];

/**
 * `PUT /seller/orders/:id/items/:item_id/packed-weight`: what the shop packed of a line sold
 * by weight, while it prepares the order. `unit` must be the line's own (its stock type's
 * code), so a shop never types grams into a kilogram line by mistake.
 */
export const packedWeightBodySchema = z.strictObject({
  packed_count: cartCount(),
  unit: z.string("required").min(1, "required").max(20),
});
export type PackedWeightBody = z.input<typeof packedWeightBodySchema>;
export const orderItemParamsSchema = z.object({ id: queryId(), item_id: queryId() });

export const orderAddressSchema = addressSchema.omit({ id: true, is_default: true });

export const orderEventSchema = z.object({
  from_status: z.enum(orderStatuses).nullable(),
  to_status: z.enum(orderStatuses),
  reason: z.string().nullable(),
  created_at: z.iso.datetime(),
});

/** SPEC §3 "Order: status, price, address, packaging type, delivery time, cancel reason". */
export const orderSchema = z.object({
  id: z.number().int(),
  status: z.enum(orderStatuses),
  customer: z.object({ id: z.number().int(), name: z.string().nullable() }),
  seller: shopNameSchema.extend({
    /** Where the shop is: the pickup place of a pickup order. */
    city: titled.nullable(),
    province: titled.nullable(),
  }),
  /** The cart it was checked out from (null once that cart is gone). */
  cart_id: z.number().int().nullable(),
  items: z.array(orderItemSchema),
  /** Kilograms to carry: each line's packed amount once weighed, its ordered amount until then. */
  weight_kg: z.number(),
  address: orderAddressSchema,
  send_method: z.enum(sendMethods),
  package_type: titled.nullable(),
  delivery_date: z.iso.date(),
  time_block: timeBlockSchema.nullable(),
  items_total_rials: z.number().int(),
  shipping_cost_rials: z.number().int(),
  /** The discount code's part, taken off the items (decision 040); null without a code. */
  discount: orderDiscountSchema.nullable(),
  /** What the customer pays: items less the discount, plus shipping. */
  total_rials: z.number().int(),
  payment_method: z.enum(paymentMethods),
  /** While pending_payment: when the reserved stock is released. */
  reserved_until: z.iso.datetime().nullable(),
  /** The reason picked from /cancel-messages (titles in both languages), if one was. */
  cancel_message: titled.nullable(),
  /** The reason in the canceller's own words (a customer's or a shop's), as they wrote it. */
  cancel_reason: z.string().nullable(),
  /** `admin`: a dispute an admin resolved by cancelling the order (refunded). */
  cancelled_by: z.enum(["customer", "seller", "system", "admin"]).nullable(),
  /** Set when the system closed the order because its payment attempt failed. */
  system_cancel_reason: z.enum(systemCancelReasons).nullable(),
  events: z.array(orderEventSchema),
  paid_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  /** The order's group (shipment): its carrier, driver and times; null until it has one. */
  shipment: shipmentSchema.nullable(),
  /** The customer's rating of the driver who brought it, once given (issue 11). */
  driver_rating: driverRatingSchema.nullable(),
  /** How the handover was proven (the customer's code, or a reason and a photo), once delivered. */
  delivery_proof: deliveryProofSchema.nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * The customer's own order adds the delivery code while the order is on the way: only the
 * customer's endpoints answer it (decision 030).
 */
export const customerOrderSchema = orderSchema.extend({
  delivery_code: z.string().nullable(),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;
export const orderPageSchema = pageOf(orderSchema);

/**
 * The answer to checkout: the order, and for a gateway payment the payment to send the
 * browser to (`payment.redirect_url`).
 */
export const checkoutResultSchema = z.object({
  order: orderSchema,
  payment: paymentSchema.nullable(),
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

/** Cancelling needs a reason (SPEC §5): one of /cancel-messages or a written one. */
export const orderCancelBodySchema = z
  .strictObject({
    cancel_message_id: id("invalid_choice").optional(),
    reason: text({ max: 500, min: 0, kind: "lines" }).optional(),
  })
  .refine((body) => body.cancel_message_id !== undefined || Boolean(body.reason), {
    message: "cancel_reason_required",
    path: ["reason"],
  });

export const orderIdParamsSchema = z.object({ id: queryId() });
