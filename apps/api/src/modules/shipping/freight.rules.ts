import { type FieldErrors, needsRefrigeratedVehicle, type TemperatureNeed } from "@kesht/contracts";
import { AppError } from "../../lib/app-error";

/*
 * The time rules of freight for perishables (docs/decisions/036-freight.md): when a bid would
 * make the load arrive, how long a bid stands, and which vehicle a load needs. Times are read
 * on Tehran's wall clock, where the loads are; Tehran keeps no daylight saving (since 2022),
 * so its offset is fixed.
 */

const TEHRAN_MIDNIGHT = "T00:00:00+03:30";
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The instant a wall-clock time (`16:00`, or `24:00` for the day's end) on a Tehran date is. */
export function tehranInstant(date: string, time: string): Date {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return new Date(Date.parse(`${date}${TEHRAN_MIDNIGHT}`) + (hours * 60 + minutes) * MINUTE_MS);
}

/** The end of a loading day: a bid stands until then by default, and never longer. */
export function endOfLoadingDay(loadingDate: string): Date {
  return tehranInstant(loadingDate, "24:00");
}

/**
 * When a bid makes the load arrive: the end of the loading window (the latest it can leave on
 * time) plus the bid's duration. Using the end, not the start, keeps a promise the driver
 * can keep whenever in the window the load is handed over.
 */
export function arrivalOf(
  load: { loadingDate: string; windowEndsAt: string },
  durationHours: number,
): Date {
  return new Date(
    tehranInstant(load.loadingDate, load.windowEndsAt).getTime() + durationHours * HOUR_MS,
  );
}

/** 422 `bid_arrives_late` when the bid would arrive after the load's arrive-by time. */
export function assertArrivesInTime(arriveBy: Date | null, arrival: Date): void {
  if (arriveBy && arrival.getTime() > arriveBy.getTime()) throw new AppError("bid_arrives_late");
}

/** Whether a vehicle may carry a load of this temperature (cool and frozen: refrigerated only). */
export function vehicleSuits(temperature: TemperatureNeed, refrigerated: boolean): boolean {
  return refrigerated || !needsRefrigeratedVehicle(temperature);
}

function fieldError(field: string, text: { en: string; fa: string }): AppError {
  const fieldErrors: FieldErrors = { en: { [field]: text.en }, fa: { [field]: text.fa } };
  return new AppError("validation_failed", { fieldErrors });
}

const validityTexts = {
  past: {
    en: "This time has already passed; choose a later one.",
    fa: "این زمان گذشته است؛ زمان دیرتری انتخاب کنید.",
  },
  afterLoadingDay: {
    en: "A proposal stands at the latest until the end of the loading day.",
    fa: "پیشنهاد حداکثر تا پایان روز بارگیری معتبر است.",
  },
} as const;

/**
 * Until when a bid stands: the driver's choice, by default and at the latest the end of the
 * loading day. 422 on `valid_until` for a time already past or after the loading day.
 */
export function bidValidUntil(loadingDate: string, asked: string | undefined, now: Date): Date {
  const latest = endOfLoadingDay(loadingDate);
  if (asked === undefined) return latest;
  const until = new Date(asked);
  if (until.getTime() <= now.getTime()) throw fieldError("valid_until", validityTexts.past);
  if (until.getTime() > latest.getTime()) {
    throw fieldError("valid_until", validityTexts.afterLoadingDay);
  }
  return until;
}

/** A bid still stands when its time has not passed (a bid from before validity always stands). */
export function bidStands(bid: { validUntil: Date | null }, now: Date): boolean {
  return bid.validUntil === null || bid.validUntil.getTime() > now.getTime();
}

/**
 * 422 on `arrive_by` when the load could not arrive by then even leaving at once: the time
 * must come after the loading window ends.
 */
export function assertArriveByAfterWindow(arriveBy: Date, windowEnd: Date): void {
  if (arriveBy.getTime() <= windowEnd.getTime()) {
    throw fieldError("arrive_by", {
      en: "The arrive-by time must come after the loading window ends.",
      fa: "زمان رسیدن باید پس از پایان بازهٔ بارگیری باشد.",
    });
  }
}
