import type { FieldErrors } from "@kesht/contracts";
import { AppError } from "../../lib/app-error";

/*
 * When something may be delivered, loaded or carried: the one rule behind checkout's delivery
 * date and window, a shop's loading request and its own delivery (self-loading). A time is
 * open when it starts after "now plus the lead time", read on Tehran's wall clock, where the
 * shops, the drivers and the customers are. Tehran keeps no daylight saving (since 2022), so
 * a day of lead time is 24 hours.
 */

export const MARKET_TIME_ZONE = "Asia/Tehran";

const DAY_MS = 24 * 60 * 60 * 1000;

const wallClock = new Intl.DateTimeFormat("en-CA", {
  timeZone: MARKET_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The instant `at` on Tehran's wall clock, as `yyyy-mm-ddThh:mm` (sorts as it reads). */
export function tehranWallClock(at: Date): string {
  const part = Object.fromEntries(wallClock.formatToParts(at).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

/**
 * Days before an order can reach the customer: the send method's shortest promise (freight to
 * another province takes 2 to 4 days) plus the longest preparation among its products.
 */
export function deliveryLeadDays(input: {
  sendMethodMinDays: number;
  preparationDays: readonly number[];
}): number {
  return input.sendMethodMinDays + Math.max(0, ...input.preparationDays);
}

/** The earliest wall-clock time (exclusive) anything may start: now plus `leadDays`. */
export function earliestStart(now: Date, leadDays = 0): string {
  return tehranWallClock(new Date(now.getTime() + leadDays * DAY_MS));
}

/** A window (`08:00`) on a date (yyyy-mm-dd), on the same wall clock. */
export function windowStart(date: string, startsAt: string): string {
  return `${date}T${startsAt.slice(0, 5)}`;
}

/** True when a window on `date` starts after `earliest` (a window already begun is closed). */
export function windowOpen(date: string, startsAt: string, earliest: string): boolean {
  return windowStart(date, startsAt) > earliest;
}

/** True when a whole day (a pickup, collected at the shop on its day) is not before `earliest`. */
export function dayOpen(date: string, earliest: string): boolean {
  return date >= earliest.slice(0, 10);
}

const tooSoonText = {
  window: {
    en: "This time has passed or comes sooner than it can be ready; choose a later one.",
    fa: "این زمان گذشته یا زودتر از زمان آماده شدن است؛ زمان دیرتری انتخاب کنید.",
  },
  day: {
    en: "This day is sooner than the order can be ready; choose a later day.",
    fa: "این روز زودتر از آماده شدن سفارش است؛ روز دیرتری انتخاب کنید.",
  },
} as const;

/** 422 on `field`: the time asked for is not after the earliest one. */
export function tooSoon(field: string, kind: keyof typeof tooSoonText = "window"): AppError {
  const text = tooSoonText[kind];
  const fieldErrors: FieldErrors = { en: { [field]: text.en }, fa: { [field]: text.fa } };
  return new AppError("validation_failed", { fieldErrors });
}

/**
 * 422 unless the delivery (or loading) can happen when asked: a window must start after
 * `earliest`; without a window (a pickup) the day must not be before the earliest's day.
 */
export function assertWindowOpen(input: {
  date: string;
  startsAt: string | null;
  earliest: string;
  dateField: string;
  windowField: string;
}): void {
  if (input.startsAt === null) {
    if (!dayOpen(input.date, input.earliest)) throw tooSoon(input.dateField, "day");
    return;
  }
  if (!dayOpen(input.date, input.earliest)) throw tooSoon(input.dateField, "day");
  if (!windowOpen(input.date, input.startsAt, input.earliest)) throw tooSoon(input.windowField);
}

/** 422 unless an instant (a self-delivery's expected arrival) is after `earliest`. */
export function assertInstantOpen(at: Date, earliest: string, field: string): void {
  if (tehranWallClock(at) <= earliest) throw tooSoon(field);
}
