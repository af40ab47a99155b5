import { createHmac, timingSafeEqual } from "node:crypto";

/*
 * The one-tap "stop SMS" link in every text: `<user id>.<signature>`, short enough for an
 * SMS. It only ever turns SMS off for that person, so it needs no expiry.
 */

function signature(userId: number, secret: string): string {
  return createHmac("sha256", secret).update(`sms-stop:${userId}`).digest("base64url").slice(0, 16);
}

export function smsStopToken(userId: number, secret: string): string {
  return `${userId.toString(36)}.${signature(userId, secret)}`;
}

/** The person a token names, or null when it is not one this site signed. */
export function readSmsStopToken(token: string, secret: string): number | null {
  const match = /^([0-9a-z]{1,10})\.([A-Za-z0-9_-]{16})$/.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const userId = Number.parseInt(match[1], 36);
  if (!Number.isSafeInteger(userId) || userId <= 0) return null;
  const expected = Buffer.from(signature(userId, secret));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}
