/*
 * Conversations' fixed lists and limits (issue 12): the chat of an order, a shop's thread
 * with the admins, support threads, reports and notifications. Shared by the API, the
 * database's CHECK constraints and the web pages. The request and response shapes of each
 * endpoint live beside these as the endpoints are built.
 */

/**
 * What a conversation is about: one order (its customer and its seller; the driver who
 * carries it may join), one shop and the admins (admin messages and the shop's replies),
 * or a support question a customer or a shop asked the admins.
 */
export const conversationKinds = ["order", "admin", "support"] as const;
export type ConversationKind = (typeof conversationKinds)[number];

/** Who takes part in a conversation; admins answer as "the admins", never as members. */
export const memberRoles = ["customer", "seller", "driver"] as const;
export type MemberRole = (typeof memberRoles)[number];

/** Who wrote a message: a member, or one of the admins. */
export const senderRoles = [...memberRoles, "admin"] as const;
export type SenderRole = (typeof senderRoles)[number];

/** A support thread: `open` until an admin answers, `answered` after; `closed` by an admin. */
export const supportStatuses = ["open", "answered", "closed"] as const;
export type SupportStatus = (typeof supportStatuses)[number];

/** Who an admin message goes to: one shop, every shop, or the shops of one province. */
export const broadcastAudiences = ["shop", "all_shops", "province"] as const;
export type BroadcastAudience = (typeof broadcastAudiences)[number];

/** What a report names. */
export const reportSubjects = ["product", "shop", "order", "chat_message", "review"] as const;
export type ReportSubject = (typeof reportSubjects)[number];

/** Why it is reported (the text says more). */
export const reportReasons = [
  "wrong_information",
  "bad_quality",
  "fraud",
  "offensive",
  "spam",
  "other",
] as const;
export type ReportReason = (typeof reportReasons)[number];

/** A report: `open` until an admin answers it (`answered`) or closes it without an answer. */
export const reportStatuses = ["open", "answered", "closed"] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/**
 * The events that reach someone's bell (issue 12 item 5). Each names what it is about by
 * `subject_id` (an order, a proposal's loading request, a cash request…); its text is built
 * in the reader's language when read.
 */
export const notificationKinds = [
  "order_paid",
  "order_accepted",
  "order_cancelled",
  "order_delivered",
  "delivery_code",
  "proposal_received",
  "proposal_accepted",
  "proposal_declined",
  "cash_out_paid",
  "cash_out_rejected",
  "shop_approved",
  "shop_rejected",
  "driver_approved",
  "driver_rejected",
  "admin_message",
  "shop_suspended",
  "driver_suspended",
  "payment_confirmed",
  "driver_assigned",
  "order_on_the_way",
  "order_refunded",
  "dispute_opened",
  "review_requested",
  "new_loads",
  "return_requested",
  "return_answered",
  "monthly_statement",
  "load_question",
  "load_answered",
  "rebid_requested",
  "pickup_recorded",
  "back_in_stock",
  "price_dropped",
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** The numbers of issue 12 and SPEC §7/§9, in one place for the API and the web. */
export const conversationRules = {
  /** A message's text, in characters. */
  maxTextLength: 2_000,
  /** Images on one message. */
  maxImages: 5,
  /** A support thread's subject, in characters. */
  maxSubjectLength: 200,
  /** A report's text, in characters. */
  maxReportLength: 2_000,
  /** Messages one person may send in `sendWindowMs` (every conversation together). */
  maxSendsPerWindow: 20,
  sendWindowMs: 60_000,
  /** The web asks for the unseen counts this often while signed in (SPEC §7). */
  pollMs: 20_000,
  /** How long the "new message" toast stays (SPEC §9). */
  toastMs: 5_000,
  /** Messages in one page of a thread. */
  pageSize: 30,
  /** Rooms in one page of the rooms list. */
  roomsPerPage: 50,
} as const;
