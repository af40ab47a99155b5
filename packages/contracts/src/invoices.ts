import { z } from "zod";
import { revenueCalendars } from "./admin-ledger";
import { stockUnitSchema } from "./catalog";
import { orderAddressSchema, orderSchema, orderStatuses } from "./commerce";
import { orderDiscountSchema } from "./discounts";
import { languages } from "./languages";
import { queryNumber } from "./query";

/**
 * An order's invoice (issue 28 item 4): numbered per shop, issued when the order was paid.
 * What it says is read from the order and the ledger each time, so a refund posted later
 * appears on it; only the number and the date are kept.
 */
export const invoiceLineSchema = z.object({
  name: z.string(),
  latin_name: z.string().nullable(),
  count: z.number(),
  /** What the shop packed of a line sold by weight (decision 033); null when not weighed. */
  packed_count: z.number().nullable(),
  stock_type: stockUnitSchema,
  unit_price_rials: z.number().int(),
  /** The price before the shop's discount; null on lines bought before it was kept. */
  list_price_rials: z.number().int().nullable(),
  /** What the discount took off the line (list price × count − total), 0 without one. */
  discount_rials: z.number().int(),
  total_rials: z.number().int(),
});

/** Money given back to the buyer for this order: one ledger transaction each. */
export const invoiceRefundSchema = z.object({
  /** The ledger transaction's kind: `order_refund`, a return, a packed-weight difference… */
  kind: z.string(),
  amount_rials: z.number().int(),
  created_at: z.iso.datetime(),
});

export const invoiceSchema = z.object({
  number: z.number().int(),
  issued_at: z.iso.datetime(),
  order_id: z.number().int(),
  order_status: z.enum(orderStatuses),
  /** The shop, with its owner's name and number, and where it is. */
  seller: orderSchema.shape.seller.extend({
    owner_name: z.string().nullable(),
    mobile: z.string(),
  }),
  buyer: z.object({ name: z.string().nullable(), mobile: z.string() }),
  address: orderAddressSchema,
  lines: z.array(invoiceLineSchema),
  items_total_rials: z.number().int(),
  discount_rials: z.number().int(),
  /** A discount code's part, taken off the items (decision 040); null without one. */
  code_discount: orderDiscountSchema.nullable(),
  shipping_cost_rials: z.number().int(),
  total_rials: z.number().int(),
  refunds: z.array(invoiceRefundSchema),
  refunded_rials: z.number().int(),
  /** What the buyer paid less what came back. */
  net_rials: z.number().int(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** `GET …/orders/:id/invoice.pdf?lang=`: the PDF in the reader's language. */
export const invoicePdfQuerySchema = z.strictObject({
  lang: z.enum(languages, "invalid_choice").default("en"),
});

/**
 * `GET /seller/statement?months=&calendar=`: the platform's monthly commission statement of
 * the shop, from the ledger; `calendar=jalali` groups by Jalali months, as Persian pages do.
 */
export const sellerStatementQuerySchema = z.strictObject({
  months: queryNumber((n) =>
    n.int("invalid_number").min(1, "positive_number").max(24, "invalid_number"),
  ).default(12),
  calendar: z.enum(revenueCalendars, "invalid_choice").default("gregorian"),
});

export const statementMonthSchema = z.object({
  /** `YYYY-MM` in the asked calendar. */
  month: z.string(),
  first_day: z.string(),
  last_day: z.string(),
  /** Orders settled in the month. */
  orders: z.number().int(),
  /** What those orders brought in: commission + driver shares + net. */
  goods_rials: z.number().int(),
  commission_rials: z.number().int(),
  driver_rials: z.number().int(),
  /** What reached the shop (its wallet, or paid off its deficit). */
  net_rials: z.number().int(),
});
export const sellerStatementSchema = z.array(statementMonthSchema);
export type StatementMonth = z.infer<typeof statementMonthSchema>;
