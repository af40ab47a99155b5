import { smsQuietHours } from "@kesht/contracts";

/*
 * No SMS at night, Tehran time (issue 27): a text due between 22:00 and 08:00 waits until
 * 08:00. Iran keeps UTC+03:30 all year since it dropped daylight saving in 2022.
 */

const tehranOffsetMs = (3 * 60 + 30) * 60_000;

/** The hours (Tehran time, 0–23) from which and until which no SMS goes out. */
export interface QuietHours {
  from: number;
  until: number;
}

/**
 * When an SMS due at `now` may go: `now` itself outside the quiet hours, else the next time
 * they end. `null` hours (SMS_QUIET_HOURS=off) let every text go at once.
 */
export function smsAllowedFrom(now: Date, quiet: QuietHours | null = smsQuietHours): Date {
  if (quiet === null) return now;
  const tehran = new Date(now.getTime() + tehranOffsetMs);
  const hour = tehran.getUTCHours();
  const overnight = quiet.from > quiet.until;
  const isQuiet = overnight
    ? hour >= quiet.from || hour < quiet.until
    : hour >= quiet.from && hour < quiet.until;
  if (!isQuiet) return now;
  const end = Date.UTC(
    tehran.getUTCFullYear(),
    tehran.getUTCMonth(),
    tehran.getUTCDate() + (hour >= quiet.until ? 1 : 0),
    quiet.until,
  );
  return new Date(end - tehranOffsetMs);
}
