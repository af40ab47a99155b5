import { describe, expect, it } from "vitest";
import { jalaliMonthStart, tehranDayStart } from "./dashboard.service";

describe("the dashboard's Tehran days and Jalali months", () => {
  it("starts Tehran's day at 20:30 UTC the evening before", () => {
    expect(tehranDayStart(new Date("2026-11-25T10:00:00Z")).toISOString()).toBe(
      "2026-11-24T20:30:00.000Z",
    );
    // 21:00 UTC is already the next day in Tehran.
    expect(tehranDayStart(new Date("2026-11-25T21:00:00Z")).toISOString()).toBe(
      "2026-11-25T20:30:00.000Z",
    );
  });

  it("starts the month on the first of the Jalali month (4 Azar 1405 → 1 Azar)", () => {
    expect(jalaliMonthStart(new Date("2026-11-25T10:00:00Z")).toISOString()).toBe(
      "2026-11-21T20:30:00.000Z",
    );
    // Nowruz: 1 Farvardin 1405 is 21 March 2026.
    expect(jalaliMonthStart(new Date("2026-03-21T10:00:00Z")).toISOString()).toBe(
      "2026-03-20T20:30:00.000Z",
    );
    expect(jalaliMonthStart(new Date("2026-04-19T10:00:00Z")).toISOString()).toBe(
      "2026-03-20T20:30:00.000Z",
    );
  });
});
