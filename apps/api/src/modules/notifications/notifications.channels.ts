import type { NotificationKind, OutboundChannel, RecipientRole } from "@kesht/contracts";

/*
 * Which channels each kind takes by default, per role (issue 27). The bell (in-app) always
 * has it; this table says what goes out beside it. A person may turn any channel on or off
 * per kind (notification_preferences keeps only their changes), and SMS never goes out at
 * night (quiet hours, outbound.quiet-hours.ts). SMS is the dependable channel in Iran, so
 * the moments that need someone to act (a paid order, a load to carry) take it; push goes
 * wherever a browser subscribed; e-mail where a customer would keep a record.
 */

type Defaults = Partial<Record<RecipientRole, readonly OutboundChannel[]>>;

const smsAndPush = ["sms", "push"] as const;
const pushOnly = ["push"] as const;

export const channelDefaults: Record<NotificationKind, Defaults> = {
  order_paid: { seller: smsAndPush },
  payment_confirmed: { customer: ["sms", "push", "email"] },
  order_accepted: { customer: smsAndPush },
  order_cancelled: { seller: smsAndPush, customer: smsAndPush },
  order_refunded: { customer: ["sms", "push", "email"] },
  driver_assigned: { customer: smsAndPush },
  // On the way, the one text is the delivery code's (it links to the order and its tracking),
  // so the customer does not get two texts at the same moment.
  order_on_the_way: { customer: pushOnly },
  delivery_code: { customer: smsAndPush },
  order_delivered: { customer: smsAndPush },
  dispute_opened: { seller: smsAndPush, admin: smsAndPush },
  proposal_received: { seller: pushOnly },
  proposal_accepted: { driver: smsAndPush },
  proposal_declined: { driver: pushOnly },
  new_loads: { driver: smsAndPush },
  // Questions on a load: the answer is on the load's page, the bell and push suffice; a bid
  // that went stale must be made again, so the driver gets a text.
  load_question: { seller: pushOnly },
  load_answered: { driver: pushOnly },
  rebid_requested: { driver: smsAndPush },
  // The driver waits at the shop until it answers: a text reaches it on the spot.
  pickup_recorded: { seller: smsAndPush },
  cash_out_paid: { seller: smsAndPush, driver: smsAndPush, customer: pushOnly },
  cash_out_rejected: { seller: smsAndPush, driver: smsAndPush, customer: pushOnly },
  shop_approved: { seller: smsAndPush },
  shop_rejected: { seller: smsAndPush },
  shop_suspended: { seller: smsAndPush },
  driver_approved: { driver: smsAndPush },
  driver_rejected: { driver: smsAndPush },
  driver_suspended: { driver: smsAndPush },
  admin_message: { seller: pushOnly },
  review_requested: { admin: ["sms", "email"] },
  return_requested: { seller: smsAndPush },
  return_answered: { customer: ["push", "email"] },
  // A month's money, to keep: e-mail only, never a text at the turn of the month.
  monthly_statement: { seller: ["email"], driver: ["email"] },
  // What a customer asked to hear about, never urgent enough for a paid text at first: push
  // and e-mail; SMS is one switch away in their settings.
  back_in_stock: { customer: ["push", "email"] },
  price_dropped: { customer: ["push", "email"] },
};

/** The kinds a role can receive at all: those its settings screen lists. */
export function kindsFor(role: RecipientRole): NotificationKind[] {
  return (Object.keys(channelDefaults) as NotificationKind[]).filter(
    (kind) => channelDefaults[kind][role] !== undefined,
  );
}

export function isDefaultOn(
  kind: NotificationKind,
  role: RecipientRole,
  channel: OutboundChannel,
): boolean {
  return channelDefaults[kind][role]?.includes(channel) ?? false;
}
