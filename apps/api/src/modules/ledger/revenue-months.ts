import type { revenueCalendars } from "@kesht/contracts";

/*
 * The months revenue is grouped by. Persian pages plan by the Jalali calendar, whose months
 * start on other days than the Gregorian ones (1 Farvardin is 20 or 21 March), so a Jalali
 * month is not a Gregorian month relabelled: each Tehran day is put in its own calendar's
 * month here, and the months' first and last days come with them.
 */

export type RevenueCalendar = (typeof revenueCalendars)[number];

const DAY_MS = 86_400_000;

const tehranDate = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Tehran" });
// Days are read as UTC noons, so the Jalali formatter needs no time-zone data.
const jalaliParts = new Intl.DateTimeFormat("en-US-u-ca-persian-nu-latn", {
  timeZone: "UTC",
  year: "numeric",
  month: "numeric",
});

/** `YYYY-MM-DD`: the Tehran day `instant` falls on. */
export function tehranDay(instant: Date): string {
  return tehranDate.format(instant);
}

/** The month key of a Tehran day: `YYYY-MM` of its Gregorian or its Jalali month. */
export function monthOfDay(day: string, calendar: RevenueCalendar): string {
  if (calendar === "gregorian") return day.slice(0, 7);
  const parts = jalaliParts.formatToParts(new Date(`${day}T12:00:00Z`));
  const year = parts.find((part) => part.type === "year")?.value ?? "";
  const month = parts.find((part) => part.type === "month")?.value ?? "";
  return `${year}-${month.padStart(2, "0")}`;
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export interface RevenueMonth {
  month: string;
  /** The month's first and last Tehran days, `YYYY-MM-DD` (Gregorian dates). */
  first_day: string;
  last_day: string;
}

/**
 * The last `count` months of `calendar` in Tehran, ending with the one `now` is in, oldest
 * first. Walked day by day (at most 31 × 61 days), so both calendars follow one rule.
 */
export function lastMonths(now: Date, count: number, calendar: RevenueCalendar): RevenueMonth[] {
  const today = tehranDay(now);
  const current = monthOfDay(today, calendar);
  const months = new Map<string, RevenueMonth>();
  // Start past the current month's end, so its last day is found too.
  for (let day = addDays(today, 31); ; day = addDays(day, -1)) {
    const month = monthOfDay(day, calendar);
    if (month > current) continue;
    const known = months.get(month);
    if (known) {
      known.first_day = day;
    } else {
      if (months.size === count) break;
      months.set(month, { month, first_day: day, last_day: day });
    }
  }
  return [...months.values()].reverse();
}
