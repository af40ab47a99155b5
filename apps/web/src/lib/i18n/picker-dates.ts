import {
  type CalendarDate,
  type CalendarIdentifier,
  GregorianCalendar,
  PersianCalendar,
  parseDate,
  toCalendar,
} from "@internationalized/date";

/** A picked date, in whatever calendar it was picked in, as the ISO text the API takes. */
export function toIsoDate(date: CalendarDate): string {
  return toCalendar(date, new GregorianCalendar()).toString();
}

/** An ISO date for the picker, or null when there is none (or it is not a date). */
export function fromIsoDate(iso: string | undefined | null): CalendarDate | null {
  if (!iso) return null;
  try {
    return parseDate(iso);
  } catch {
    return null;
  }
}

/** Only the two calendars the app shows, so the others stay out of the bundle. */
export function createPickerCalendar(identifier: CalendarIdentifier) {
  return identifier === "persian" ? new PersianCalendar() : new GregorianCalendar();
}
