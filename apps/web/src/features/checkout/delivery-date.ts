import { type CalendarDate, parseDate, today } from "@internationalized/date";

/** The marketplace's home time zone: "today" is Tehran's today, as the server counts it. */
export const MARKET_TIME_ZONE = "Asia/Tehran";

/** The first day a delivery may be asked for (SPEC §5: not before today). */
export function earliestDeliveryDate(timeZone = MARKET_TIME_ZONE, now?: Date): CalendarDate {
  if (!now) return today(timeZone);
  // For tests: the calendar date `now` falls on in that zone.
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
  return parseDate(parts);
}

/**
 * The delivery windows still open on `date`: those that start after `earliestStart`, the
 * Tehran wall-clock time (yyyy-mm-ddThh:mm) the API gives each send method (now plus its lead
 * time and the products' preparation days; the API checks the same on its side).
 */
export function openWindows<T extends { starts_at: string }>(
  blocks: readonly T[],
  date: string | undefined,
  earliestStart: string | undefined,
): T[] {
  if (!date || !earliestStart) return [...blocks];
  return blocks.filter((block) => `${date}T${block.starts_at.slice(0, 5)}` > earliestStart);
}

/**
 * The first day that can be picked after `earliestStart`: its own day while a window is still
 * open on it (or when there are no windows, as for a pickup), else the next day.
 */
export function firstOpenDay(
  blocks: readonly { starts_at: string }[] | null,
  earliestStart: string,
): string {
  const day = earliestStart.slice(0, 10);
  if (!blocks || openWindows(blocks, day, earliestStart).length > 0) return day;
  return parseDate(day).add({ days: 1 }).toString();
}

/** Now on Tehran's wall clock (yyyy-mm-ddThh:mm), the form `openWindows` compares with. */
export function marketWallClock(now = new Date()): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: MARKET_TIME_ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** True when an ISO yyyy-mm-dd date is before `earliest`. */
export function isBeforeToday(iso: string, earliest: CalendarDate): boolean {
  return iso < earliest.toString();
}
