import { createHmac, timingSafeEqual } from "node:crypto";
import {
  type NotificationKind,
  notificationKinds,
  type RecipientRole,
  recipientRoles,
} from "@kesht/contracts";

/*
 * The unsubscribe link at the foot of every e-mail: `<user id>-<role>-<kind>.<signature>`. It
 * turns e-mail off for that one kind of message, in that role, as the settings page would, so
 * it needs no expiry; the person can turn it back on there.
 */

export interface EmailStop {
  userId: number;
  role: RecipientRole;
  kind: NotificationKind;
}

function signature(stop: EmailStop, secret: string): string {
  return createHmac("sha256", secret)
    .update(`email-stop:${stop.userId}:${stop.role}:${stop.kind}`)
    .digest("base64url")
    .slice(0, 16);
}

export function emailStopToken(stop: EmailStop, secret: string): string {
  return `${stop.userId.toString(36)}-${stop.role}-${stop.kind}.${signature(stop, secret)}`;
}

/** What a token names, or null when it is not one this site signed. */
export function readEmailStopToken(token: string, secret: string): EmailStop | null {
  const match = /^([0-9a-z]{1,10})-([a-z]{1,20})-([a-z_]{1,40})\.([A-Za-z0-9_-]{16})$/.exec(token);
  if (!match?.[1] || !match[2] || !match[3] || !match[4]) return null;
  const userId = Number.parseInt(match[1], 36);
  const role = recipientRoles.find((candidate) => candidate === match[2]);
  const kind = notificationKinds.find((candidate) => candidate === match[3]);
  if (!Number.isSafeInteger(userId) || userId <= 0 || !role || !kind) return null;
  const expected = Buffer.from(signature({ userId, role, kind }, secret));
  const given = Buffer.from(match[4]);
  return expected.length === given.length && timingSafeEqual(expected, given)
    ? { userId, role, kind }
    : null;
}
