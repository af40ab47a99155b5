import type { AdminDashboard } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import * as repo from "./dashboard.repo";

/*
 * The admin's home figures. Days and months are Tehran's: the marketplace runs on Iran time
 * (UTC+03:30 all year since Iran dropped daylight saving in 2022), and "this month" is the
 * Jalali month operators plan by.
 */

const TEHRAN_OFFSET_MINUTES = 210;
const DAY_MS = 86_400_000;
const CHART_DAYS = 30;

/** The UTC instant Tehran's day containing `now` starts at. */
export function tehranDayStart(now: Date): Date {
  const offset = TEHRAN_OFFSET_MINUTES * 60_000;
  return new Date(Math.floor((now.getTime() + offset) / DAY_MS) * DAY_MS - offset);
}

const jalaliDayOfMonth = new Intl.DateTimeFormat("en-US-u-ca-persian-nu-latn", {
  timeZone: "UTC",
  day: "numeric",
});

/** The UTC instant the Jalali month containing `now` (in Tehran) starts at. */
export function jalaliMonthStart(now: Date): Date {
  const offset = TEHRAN_OFFSET_MINUTES * 60_000;
  const today = tehranDayStart(now);
  // The Tehran calendar day of `today`, read as a UTC date so the formatter needs no zone data.
  const localNoon = new Date(today.getTime() + offset + DAY_MS / 2);
  const day = Number(jalaliDayOfMonth.format(localNoon));
  return new Date(today.getTime() - (day - 1) * DAY_MS);
}

/** "YYYY-MM-DD" of a Tehran day start. */
function tehranDate(dayStart: Date): string {
  return new Date(dayStart.getTime() + TEHRAN_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

export async function getDashboard(db: Database, now = new Date()): Promise<AdminDashboard> {
  const today = tehranDayStart(now);
  const tomorrow = new Date(today.getTime() + DAY_MS);
  const month = jalaliMonthStart(now);
  const chartFrom = new Date(today.getTime() - (CHART_DAYS - 1) * DAY_MS);

  const queues = await repo.queueCounts(db);
  const { placed, paid } = await repo.dailyFigures(db, chartFrom, TEHRAN_OFFSET_MINUTES);
  const placedByDay = new Map(placed.map((row) => [row.day, row.count]));
  const paidByDay = new Map(paid.map((row) => [row.day, Number(row.total ?? 0)]));

  return {
    orders_today: await repo.ordersPlaced(db, today, tomorrow),
    orders_this_month: await repo.ordersPlaced(db, month, tomorrow),
    paid_volume_today_rials: await repo.paidVolume(db, today, tomorrow),
    paid_volume_this_month_rials: await repo.paidVolume(db, month, tomorrow),
    shops_waiting: queues.shopsWaiting,
    drivers_waiting: queues.driversWaiting,
    open_cash_requests: queues.openCashRequests,
    open_disputes: queues.openDisputes,
    open_reports: queues.openReports,
    open_support_threads: queues.openSupportThreads,
    daily: Array.from({ length: CHART_DAYS }, (_, index) => {
      const day = tehranDate(new Date(chartFrom.getTime() + index * DAY_MS));
      return {
        day,
        orders: placedByDay.get(day) ?? 0,
        paid_volume_rials: paidByDay.get(day) ?? 0,
      };
    }),
  };
}
