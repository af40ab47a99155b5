import { z } from "zod";
import { storedFileSchema } from "./accounts";
import { id, queryId } from "./ids";
import { queryNumber } from "./query";
import { optionalText, text } from "./text";

/*
 * Returns and partial refunds (issue 28 item 2): within the return window after receipt the
 * customer asks to return chosen lines and quantities, with a reason and photos; the shop
 * accepts (with or without the goods coming back), offers part of the amount or refuses; a
 * refusal can go to an admin, who ends it with an amount. Shapes for the API and the web forms.
 */

export const returnRules = {
  /** Days after receipt a return may be asked for, until an admin sets another value. */
  defaultWindowDays: 7,
  maxWindowDays: 60,
  maxReasonLength: 1000,
  maxNoteLength: 1000,
  maxPhotos: 5,
  /** Quantities are counted to the gram, like order lines. */
  quantityDecimals: 3,
} as const;

/**
 * - `requested`: waiting for the shop;
 * - `offered`: the shop offered part of the amount, waiting for the customer;
 * - `refused`: the shop refused (or the customer refused the offer); may go to an admin;
 * - `disputed`: waiting for an admin;
 * - `refunded`: the shop accepted, or the customer accepted the offer: money posted;
 * - `resolved`: an admin ended the dispute with an amount (0 … what was asked).
 */
export const returnStatuses = [
  "requested",
  "offered",
  "refused",
  "disputed",
  "refunded",
  "resolved",
] as const;
export type ReturnStatus = (typeof returnStatuses)[number];

/** One order has at most one return in these statuses at a time. */
export const openReturnStatuses = ["requested", "offered", "disputed"] as const;

const quantitySchema = z
  .number("required")
  .positive("positive_number")
  .max(1_000_000, "invalid_number")
  .refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, "invalid_number");

const amountSchema = z
  .number("required")
  .int("invalid_number")
  .min(0, "invalid_number")
  .max(Number.MAX_SAFE_INTEGER, "invalid_number");

/** A stored file's id as `POST /files` answered it (purpose `return_photo`, uploaded by you). */
const photoId = z.string("required").min(1, "required").max(64);

/** `POST /customer/orders/:id/returns`. */
export const returnRequestBodySchema = z.strictObject({
  reason: text({ max: returnRules.maxReasonLength, kind: "lines" }),
  lines: z
    .array(z.strictObject({ order_item_id: id("invalid_choice"), quantity: quantitySchema }))
    .min(1, "required")
    .max(100, "invalid")
    .refine(
      (lines) => new Set(lines.map((line) => line.order_item_id)).size === lines.length,
      "invalid",
    ),
  photo_ids: z.array(photoId).max(returnRules.maxPhotos, "too_many_images").default([]),
});
export type ReturnRequestBody = z.input<typeof returnRequestBodySchema>;

/** `POST /seller/returns/:id/answer`: accept (all), offer part, or refuse. */
export const returnAnswerBodySchema = z.discriminatedUnion("decision", [
  z.strictObject({
    decision: z.literal("accept"),
    goods_back: z.boolean("required"),
    note: optionalText({ max: returnRules.maxNoteLength, kind: "lines" }),
  }),
  z.strictObject({
    decision: z.literal("offer"),
    goods_back: z.boolean("required"),
    amount_rials: amountSchema.min(1, "positive_number"),
    note: optionalText({ max: returnRules.maxNoteLength, kind: "lines" }),
  }),
  z.strictObject({
    decision: z.literal("refuse"),
    note: text({ max: returnRules.maxNoteLength, kind: "lines" }),
  }),
]);
export type ReturnAnswerBody = z.input<typeof returnAnswerBodySchema>;

/** `POST /customer/returns/:id/offer`: the customer takes or refuses the shop's offer. */
export const returnOfferReplyBodySchema = z.strictObject({ accept: z.boolean("required") });

/** `POST /admin/returns/:id/resolve`: the admin ends a dispute with an amount. */
export const returnResolveBodySchema = z.strictObject({
  amount_rials: amountSchema,
  note: text({ max: returnRules.maxNoteLength, kind: "lines" }),
});

export const returnIdParamsSchema = z.object({ id: queryId() });

export const adminReturnsQuerySchema = z.strictObject({
  page: queryNumber((n) => n.int("invalid_number").min(1, "positive_number").max(10_000)).default(
    1,
  ),
  per_page: queryNumber((n) => n.int("invalid_number").min(1, "positive_number").max(50)).default(
    20,
  ),
});

export const returnLineSchema = z.object({
  order_item_id: z.number().int(),
  name: z.string(),
  latin_name: z.string().nullable(),
  quantity: z.number(),
  amount_rials: z.number().int(),
});

export const orderReturnSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  status: z.enum(returnStatuses),
  reason: z.string(),
  lines: z.array(returnLineSchema),
  photos: z.array(storedFileSchema),
  /** What the lines cost: the most a refund of this return can be. */
  asked_rials: z.number().int(),
  /** The shop's partial offer, while it stands or after it was taken. */
  offered_rials: z.number().int().nullable(),
  /** What reached the customer's wallet, once the return is refunded or resolved. */
  refund_rials: z.number().int().nullable(),
  goods_back: z.boolean().nullable(),
  shop_note: z.string().nullable(),
  admin_note: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type OrderReturn = z.infer<typeof orderReturnSchema>;

/** `GET /customer/orders/:id/returns` and `/seller/orders/:id/returns`. */
export const orderReturnsSchema = z.object({
  /** Whether the customer may ask for a return now (received, inside the window, none open). */
  can_ask: z.boolean(),
  /** The end of the return window; null before receipt. */
  window_ends_at: z.iso.datetime().nullable(),
  window_days: z.number().int(),
  lines: z.array(
    z.object({
      order_item_id: z.number().int(),
      name: z.string(),
      latin_name: z.string().nullable(),
      count: z.number(),
      unit_price_rials: z.number().int(),
      /** Bought minus what returns already claim. */
      returnable: z.number(),
    }),
  ),
  returns: z.array(orderReturnSchema),
});
export type OrderReturns = z.infer<typeof orderReturnsSchema>;

export const returnPageSchema = z.object({
  items: z.array(orderReturnSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  has_more: z.boolean(),
});
export type ReturnPage = z.infer<typeof returnPageSchema>;
