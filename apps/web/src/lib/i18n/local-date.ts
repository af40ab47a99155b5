import type { Language } from "@kesht/contracts";
import { dateLocale, languages, separatorsOf } from "@/lib/i18n/languages";

/**
 * Dates as people in Kesht read them: the Persian (Jalali) calendar on Persian pages, the
 * Gregorian one on English pages, always for the marketplace's home time zone, so the server
 * and every browser agree on which day a movement or an order belongs to.
 */
export const MARKET_TIME_ZONE = "Asia/Tehran";

/** A moment (an ISO timestamp) as a date and time: "Jun 3, 2025, 14:05" / "۱۳ خرداد ۱۴۰۴ ساعت ۱۴:۰۵". */
export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(dateLocale(language), {
    year: "numeric",
    month: languages[language].dates.momentMonth,
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: MARKET_TIME_ZONE,
  }).format(new Date(iso));
}

/** A calendar day (yyyy-mm-dd, as the API sends dates without a time) in the page's calendar. */
export function formatDay(isoDate: string, language: Language, weekday = false): string {
  // Noon UTC of that day, shown in UTC: the same day in every calendar and time zone.
  const noon = new Date(`${isoDate}T12:00:00Z`);
  const day = new Intl.DateTimeFormat(dateLocale(language), {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(noon);
  if (!weekday) return day;
  // Apart, because the combined Persian pattern puts the weekday last.
  const name = new Intl.DateTimeFormat(dateLocale(language), {
    weekday: "long",
    timeZone: "UTC",
  }).format(noon);
  return `${name}${separatorsOf(language).list}${day}`;
}

/** Just the time of a moment, in Tehran: "14:05" / "۱۴:۰۵". */
export function formatTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(dateLocale(language), {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: MARKET_TIME_ZONE,
  }).format(new Date(iso));
}
