import { z } from "zod";
import { pageOf } from "./catalog";
import { orderSchema } from "./commerce";
import { queryNumber } from "./query";
import { text } from "./text";

/*
 * The end of an order (issue 11): receipt, disputes and an admin's resolution. Settlement
 * itself has no endpoint: it happens with `received` (docs/decisions/012-settlement.md).
 */

/** `POST /customer/orders/:id/dispute`: what went wrong, in the customer's words. */
export const disputeBodySchema = z.strictObject({
  reason: text({ max: 1000, min: 5, kind: "lines" }),
});
export type DisputeBody = z.input<typeof disputeBodySchema>;

export const disputeOutcomes = ["received", "cancelled"] as const;
export type DisputeOutcome = (typeof disputeOutcomes)[number];

/**
 * `POST /admin/disputes/:id/resolve`: `received` settles the order as a confirmed receipt;
 * `cancelled` refunds goods and fee to the customer (the driver, if any, is still paid, by
 * the seller). The note says why, for the order's history.
 */
export const resolveDisputeBodySchema = z.strictObject({
  outcome: z.enum(disputeOutcomes, "invalid_choice"),
  note: text({ max: 1000, min: 3, kind: "lines" }),
});
export type ResolveDisputeBody = z.input<typeof resolveDisputeBodySchema>;

export const adminDisputesQuerySchema = z.strictObject({
  page: queryNumber((n) => n.int("invalid_number").min(1, "positive_number")).default(1),
  per_page: queryNumber((n) => n.int("invalid_number").min(1).max(100)).default(30),
});

/** A disputed order, as an admin sees it to resolve it. */
export const disputeSchema = z.object({
  order: orderSchema,
  /** The customer's report. */
  reason: z.string().nullable(),
  disputed_at: z.iso.datetime(),
});
export type Dispute = z.infer<typeof disputeSchema>;
export const disputePageSchema = pageOf(disputeSchema);
