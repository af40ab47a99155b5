import type { OutboundChannel } from "@kesht/contracts";
import { outboundChannels } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import * as repo from "./deliveries.repo";
import { isDefaultOn } from "./notifications.channels";
import type { NotificationWithReach } from "./notifications.repo";

/**
 * Decides, in the notification's own transaction, which channels it goes out on: the kind's
 * defaults for the role, changed by the person's choices, and only where the person can be
 * reached (SMS not stopped, an e-mail address, a browser subscribed in that role). Each
 * chosen channel gets one delivery row; the sending job does the rest, never the request.
 * The reach comes with the notification (notifications.repo.ts writes and reads it at once).
 */
export async function planDeliveries(
  tx: Database,
  written: readonly NotificationWithReach[],
): Promise<void> {
  await repo.insertDeliveries(tx, written.flatMap(chosenChannels));
}

function chosenChannels(notification: NotificationWithReach) {
  if (!notification.readerFound) return [];
  const rows: { notificationId: number; channel: OutboundChannel }[] = [];
  for (const channel of outboundChannels) {
    const wanted =
      notification.choices[channel] ?? isDefaultOn(notification.kind, notification.role, channel);
    if (!wanted) continue;
    if (channel === "sms" && notification.smsStopped) continue;
    if (channel === "email" && !notification.hasEmail) continue;
    if (channel === "push" && !notification.pushSubscribed) continue;
    rows.push({ notificationId: notification.id, channel });
  }
  return rows;
}
