import type { NotificationKind, OutboundChannel, RecipientRole } from "@kesht/contracts";
import { outboundChannels } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import * as contacts from "./contacts.repo";
import * as repo from "./deliveries.repo";
import { isDefaultOn } from "./notifications.channels";

/** A notification just written, as `notify` hands it on. */
export interface WrittenNotification {
  id: number;
  userId: number;
  role: RecipientRole;
  kind: NotificationKind;
}

/**
 * Decides, in the notification's own transaction, which channels it goes out on: the kind's
 * defaults for the role, changed by the person's choices, and only where the person can be
 * reached (SMS not stopped, an e-mail address, a browser subscribed in that role). Each
 * chosen channel gets one delivery row; the sending job does the rest, never the request.
 */
export async function planDeliveries(
  tx: Database,
  written: readonly WrittenNotification[],
): Promise<void> {
  if (written.length === 0) return;
  const userIds = [...new Set(written.map((row) => row.userId))];
  const [reach, subscribed, overrides] = await Promise.all([
    contacts.reachOf(tx, userIds),
    contacts.subscribedReaders(tx, userIds),
    contacts.preferencesOf(tx, userIds),
  ]);
  const reachById = new Map(reach.map((row) => [row.userId, row]));
  const choice = new Map(
    overrides.map((row) => [`${row.userId}:${row.role}:${row.kind}:${row.channel}`, row.enabled]),
  );
  const rows: { notificationId: number; channel: OutboundChannel }[] = [];
  for (const notification of written) {
    const person = reachById.get(notification.userId);
    if (!person) continue;
    for (const channel of outboundChannels) {
      const key = `${notification.userId}:${notification.role}:${notification.kind}:${channel}`;
      const wanted = choice.get(key) ?? isDefaultOn(notification.kind, notification.role, channel);
      if (!wanted) continue;
      if (channel === "sms" && person.smsStoppedAt !== null) continue;
      if (channel === "email" && !person.email) continue;
      if (channel === "push" && !subscribed.has(`${notification.userId}:${notification.role}`)) {
        continue;
      }
      rows.push({ notificationId: notification.id, channel });
    }
  }
  await repo.insertDeliveries(tx, rows);
}
