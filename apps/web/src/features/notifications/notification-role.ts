import type { NotificationRole } from "@kesht/contracts";

/**
 * Customers, shops and drivers each read their notifications under their own API prefix
 * (`/customer`, `/seller`, `/driver`) and on their own profile's page.
 */
const apiPrefixes = { customer: "/customer", seller: "/seller", driver: "/driver" } as const;
const profilePages = {
  customer: "/customer/profile",
  seller: "/shop/profile",
  driver: "/driver/profile",
} as const;

export function notificationsApi(role: NotificationRole) {
  const base = `${apiPrefixes[role]}/notifications`;
  return { list: base, unseen: `${base}/unseen-count`, seen: `${base}/seen` };
}

export function notificationsPages(role: NotificationRole) {
  const profile = profilePages[role];
  return { profile, notifications: `${profile}/notifications` };
}

/** The list's pages are cached under this key; the unseen count under its own. */
export function notificationsCacheKeys(role: NotificationRole) {
  return { list: `notifications-${role}`, unseen: `notifications-unseen-${role}` };
}
