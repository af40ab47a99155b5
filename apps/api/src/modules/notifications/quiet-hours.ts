import { smsQuietHours } from "@kesht/contracts";

/*
 * No SMS at night, Tehran time (issue 27): a text due between 22:00 and 08:00 waits until
 * 08:00. Iran keeps UTC+03:30 all year since it dropped daylight saving in 2022.
 */

const tehranOffsetMs = (3 * 60 + 30) * 60_000;

/** When an SMS due at `now` may go: `now` itself by day, the next 08:00 at night. */
export function smsAllowedFrom(now: Date): Date {
  const tehran = new Date(now.getTime() + tehranOffsetMs);
  const hour = tehran.getUTCHours();
  if (hour >= smsQuietHours.until && hour < smsQuietHours.from) return now;
  const morning = Date.UTC(
    tehran.getUTCFullYear(),
    tehran.getUTCMonth(),
    tehran.getUTCDate() + (hour >= smsQuietHours.from ? 1 : 0),
    smsQuietHours.until,
  );
  return new Date(morning - tehranOffsetMs);
}
