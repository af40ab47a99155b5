// @vitest-environment node
import { CalendarDate, PersianCalendar, toCalendar } from "@internationalized/date";
import { describe, expect, it } from "vitest";
import { dateLocale, languages } from "@/lib/i18n/languages";
import { createPickerCalendar, fromIsoDate, toIsoDate } from "@/lib/i18n/picker-dates";
import { earliestDeliveryDate, isBeforeToday } from "./delivery-date";

describe("earliestDeliveryDate", () => {
  it("is today in Tehran, which may already be tomorrow in UTC terms", () => {
    // 21:00 UTC on 20 March is 00:30 on 21 March in Tehran (UTC+3:30).
    const now = new Date("2025-03-20T21:00:00Z");
    expect(earliestDeliveryDate("Asia/Tehran", now).toString()).toBe("2025-03-21");
    expect(earliestDeliveryDate("UTC", now).toString()).toBe("2025-03-20");
  });
});

describe("isBeforeToday", () => {
  const earliest = new CalendarDate(2025, 6, 15);

  it("refuses days before today and accepts today and later", () => {
    expect(isBeforeToday("2025-06-14", earliest)).toBe(true);
    expect(isBeforeToday("2024-12-31", earliest)).toBe(true);
    expect(isBeforeToday("2025-06-15", earliest)).toBe(false);
    expect(isBeforeToday("2025-07-01", earliest)).toBe(false);
  });
});

describe("ISO dates and the Persian calendar", () => {
  it("sends a date picked in the Persian calendar as its Gregorian ISO date", () => {
    // 1 Farvardin 1404 is Nowruz, 21 March 2025.
    const nowruz = new CalendarDate(new PersianCalendar(), 1404, 1, 1);
    expect(toIsoDate(nowruz)).toBe("2025-03-21");
    expect(toIsoDate(new CalendarDate(2025, 3, 21))).toBe("2025-03-21");
  });

  it("reads an ISO date back, and nothing from a text that is not one", () => {
    const date = fromIsoDate("2025-03-21");
    if (!date) throw new Error("2025-03-21 is a date");
    const persian = toCalendar(date, new PersianCalendar());
    expect([persian.year, persian.month, persian.day]).toEqual([1404, 1, 1]);
    expect(fromIsoDate("21/03/2025")).toBeNull();
    expect(fromIsoDate(undefined)).toBeNull();
  });

  it("uses the Persian calendar for Persian pages and the Gregorian one for English", () => {
    expect(dateLocale("fa")).toBe("fa-IR-u-ca-persian");
    expect(dateLocale("en")).toBe("en-US-u-ca-gregory");
    expect(createPickerCalendar(languages.fa.dates.calendar)).toBeInstanceOf(PersianCalendar);
    expect(createPickerCalendar(languages.en.dates.calendar).identifier).toBe("gregory");
  });
});
