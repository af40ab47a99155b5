import { z } from "zod";
import { type OrderStatus, orderSchema, paymentSchema } from "./commerce";
import { chatMessageSchema } from "./conversations-api";
import { queryId } from "./ids";
import { text } from "./text";

/*
 * One order in the admin console (issue 14 item 6): `GET /admin/orders/:oid` with everything
 * an operator needs to answer for it, `GET /admin/orders/:oid/chat` (its chat, read-only) and
 * `POST /admin/orders/:oid/cancel` (cancel with refund).
 */

export const adminOrderParamsSchema = z.object({ oid: queryId() });

/**
 * What an admin may cancel (with the whole payment back to the customer's wallet): a paid
 * order until it leaves the shop. A disputed one is cancelled by resolving its dispute; an
 * unpaid one has no money to give back and closes by itself.
 */
export const adminCancellableStatuses: readonly OrderStatus[] = ["paid", "preparing"];

/** One posting of a ledger transaction that names the order. */
export const adminOrderLedgerLineSchema = z.object({
  entry_id: z.number().int(),
  transaction_id: z.number().int(),
  /** The transaction's kind, e.g. `order_wallet_payment`, `order_refund`, `order_settlement`. */
  transaction_kind: z.string(),
  account_kind: z.string(),
  /** The account's owner (a person's id); null for the platform's own accounts. */
  owner_id: z.number().int().nullable(),
  /** Signed: positive adds to the account's balance. */
  amount_rials: z.number().int(),
  created_at: z.iso.datetime(),
});
export type AdminOrderLedgerLine = z.infer<typeof adminOrderLedgerLineSchema>;

const partySchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  mobile: z.string(),
});

export const adminOrderDetailSchema = z.object({
  /**
   * The order as its customer and shop see it: lines, address, status events, the shipment
   * with what the driver recorded at pickup (`shipment.pickup_record`) and how and where it was
   * handed over (`delivery_proof`): the evidence a dispute is resolved on.
   */
  order: orderSchema,
  /** The people, with their mobiles to call them (as on /admin/people/:uid). */
  customer: partySchema,
  shop: partySchema.extend({ store_name: z.string(), store_name_en: z.string() }),
  /** Gateway payments made for it, newest first (a wallet payment has none: see `ledger`). */
  payments: z.array(paymentSchema),
  /** Every posting of every ledger transaction that names the order, oldest first. */
  ledger: z.array(adminOrderLedgerLineSchema),
  /** The customer's open dispute (the order is `disputed`), with its report. */
  dispute: z.object({ reason: z.string().nullable(), disputed_at: z.iso.datetime() }).nullable(),
  /** What the admin may do to it now, by the order's state table. */
  actions: z.object({
    cancel: z.boolean(),
    resolve_dispute: z.boolean(),
    /** Five wrong delivery codes locked it (decision 030): an admin may lift the lock. */
    unlock_delivery_code: z.boolean(),
    /**
     * Its driver is assigned and the shop disputed their pickup record (decision 045): an
     * admin may call the load off, as the shop may.
     */
    cancel_load: z.boolean(),
  }),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/** `GET /admin/orders/:oid/chat?before=`: a page of the order's chat, oldest first. */
export const adminOrderChatSchema = z.object({
  messages: z.array(chatMessageSchema),
  has_older: z.boolean(),
});
export type AdminOrderChat = z.infer<typeof adminOrderChatSchema>;

/** `POST /admin/orders/:oid/cancel`: the reason is the customer's and shop's to read. */
export const adminOrderCancelBodySchema = z.strictObject({
  reason: text({ max: 500, kind: "lines" }),
});
export type AdminOrderCancelBody = z.input<typeof adminOrderCancelBodySchema>;
